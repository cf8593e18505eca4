// Live events are rows written in the transaction of the change; pg_notify in the same transaction is delivered
// on commit to every process that LISTENs, and a rolled-back change announces nothing (docs/decisions/0046).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schema } from '../db/client';

export const liveChannel = 'casa_live_events';

export type Audience = { kind: 'user'; id: string } | { kind: 'institution'; id: string };

/** What the screens react to. Payloads carry ids and counts only, never a buyer's contact data. */
export type LiveEvent =
  | { type: 'message'; payload: { conversationId: string } }
  | { type: 'conversation'; payload: { conversationId: string; status: 'active' | 'closed' } }
  | { type: 'unread'; payload: { count: number } }
  | { type: 'connection-request'; payload: { requestId: string } }
  | { type: 'request-answered'; payload: { leadId: string; requestStatus: 'accepted' | 'declined' } }
  | { type: 'consent-revoked'; payload: { leadId: string } };

export async function publishEvent(tx: Db, audience: Audience, event: LiveEvent): Promise<void> {
  const [row] = await tx
    .insert(schema.liveEvents)
    .values({ audienceKind: audience.kind, audienceId: audience.id, type: event.type, payload: event.payload })
    .returning({ id: schema.liveEvents.id });
  await tx.execute(sql`select pg_notify(${liveChannel}, ${JSON.stringify({ id: row!.id, kind: audience.kind, audience: audience.id })})`);
}
