// What /healthz and /metrics ask the database: one query that also proves it answers.
import { inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';

export interface OutboxBacklog {
  pending: number;
  /** Seconds since the oldest pending mail was queued; null when none waits. */
  oldestPendingAgeSeconds: number | null;
  failed: number;
}

/** The mail still to send or given up on; `email_outbox_due_idx` (status first) serves it, sent rows are not read. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const o = schema.emailOutbox;
  const pending = sql`${o.status} = 'pending'`;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})::int`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${o.createdAt}) filter (where ${pending})))::int`,
      failed: sql<number>`count(*) filter (where ${o.status} = 'failed')::int`,
    })
    .from(o)
    .where(inArray(o.status, ['pending', 'failed']));
  const oldest = row?.oldest ?? null;
  return { pending: row?.pending ?? 0, oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, oldest), failed: row?.failed ?? 0 };
}

/** The backlog, or null when the database fails or does not answer within `timeoutMs`. */
export async function outboxBacklogWithin(db: Db, timeoutMs: number): Promise<OutboxBacklog | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([outboxBacklog(db), timeout]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
