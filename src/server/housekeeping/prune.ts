// The daily prune (docs/decisions/0093-housekeeping-and-metrics.md): rows nobody can use any more. One transaction
// under an advisory lock, so with several processes on one database only one prunes; the others skip.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/client';

const day = 24 * 60 * 60_000;
/**
 * How far back a live-event stream may resume. Every stream (re)open refetches the screens
 * (docs/decisions/0047-one-eventsource-per-tab.md), so an event older than this is of use to no one;
 * docs/decisions/0046-live-events-through-listen-notify.md proposed seven days.
 */
export const liveEventsKeptMs = 7 * day;
/** Delivered mail is kept this long, to answer "did it go out?". Pending and failed rows are never pruned. */
export const sentMailKeptMs = 90 * day;
/** Webhook deliveries that arrived are kept as long as sent mail (the delivery log's "did it arrive?"); the rest stay. */
export const deliveredWebhooksKeptMs = sentMailKeptMs;
/** Any constant of our own; the migrations lock is 7_420_001 (src/server/db/client.ts). */
export const pruneLockKey = 7_420_002;
/** Rows per DELETE, so a first prune of a large table stays below the statement timeout. */
const batchSize = 5_000;

export interface PruneResult {
  liveEvents: number;
  sessions: number;
  sentMail: number;
  /** Their attempts go with them (cascade). */
  deliveredWebhooks: number;
}

/** Deletes what is past keeping as of `now`; `null` when another process holds the lock (it is pruning). */
export async function pruneOnce(db: Db, now: Date): Promise<PruneResult | null> {
  const e = schema.liveEvents;
  const s = schema.session;
  const o = schema.emailOutbox;
  const w = schema.webhookDeliveries;
  return db.transaction(async (tx) => {
    // A transaction-level lock ends with the transaction, whatever happens; PGlite has it too.
    // Both drivers answer `{ rows }`; the Db type leaves the raw result unknown.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${pruneLockKey}) as locked`)) as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return null;

    const liveCutoff = new Date(now.getTime() - liveEventsKeptMs);
    const mailCutoff = new Date(now.getTime() - sentMailKeptMs);
    const webhookCutoff = new Date(now.getTime() - deliveredWebhooksKeptMs);
    return {
      // In id order: the oldest events have the lowest ids, so the primary key finds them.
      liveEvents: await inBatches(() =>
        tx
          .delete(e)
          .where(inArray(e.id, tx.select({ id: e.id }).from(e).where(lt(e.createdAt, liveCutoff)).orderBy(asc(e.id)).limit(batchSize)))
          .returning({ id: e.id }),
      ),
      sessions: await inBatches(() =>
        tx
          .delete(s)
          .where(inArray(s.id, tx.select({ id: s.id }).from(s).where(lt(s.expiresAt, now)).limit(batchSize)))
          .returning({ id: s.id }),
      ),
      sentMail: await inBatches(() =>
        tx
          .delete(o)
          .where(
            inArray(
              o.id,
              tx
                .select({ id: o.id })
                .from(o)
                .where(and(eq(o.status, 'sent'), lt(o.sentAt, mailCutoff)))
                .limit(batchSize),
            ),
          )
          .returning({ id: o.id }),
      ),
      deliveredWebhooks: await inBatches(() =>
        tx
          .delete(w)
          .where(
            inArray(
              w.id,
              tx
                .select({ id: w.id })
                .from(w)
                .where(and(eq(w.status, 'delivered'), lt(w.deliveredAt, webhookCutoff)))
                .limit(batchSize),
            ),
          )
          .returning({ id: w.id }),
      ),
    };
  });
}

async function inBatches(remove: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = (await remove()).length;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
