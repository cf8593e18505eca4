// What the live-events stream asks the database between events.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

/** Whether the session that opened the stream still holds; a failed check keeps the stream (the next one decides). */
export async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  try {
    const [row] = await db
      .select({ id: schema.session.id })
      .from(schema.session)
      .where(and(eq(schema.session.id, sessionId), gt(schema.session.expiresAt, new Date())));
    return Boolean(row);
  } catch {
    return true;
  }
}
