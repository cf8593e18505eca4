// Drains the e-mail outbox (decision 0040). A pass claims due rows with one
// `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)` that also pushes `next_attempt_at` one lease ahead and
// counts the attempt, then sends each claimed row outside any transaction and records the outcome. Two processes
// never claim the same row; a process that dies mid-send leaves its rows due again once the lease runs out.
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { schema, type Db } from '../db/client';
import { startRepeatingTask, type RepeatingTask } from '../background/repeating-task';
import type { MailTransport } from './transport';

export interface DrainOptions {
  from: string;
  maxAttempts: number;
  /** The pass's clock; tests pass their own to step through retries. */
  now?: Date;
  batchSize?: number;
  /** How long a claim holds a row before another pass may take it again. */
  leaseMs?: number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

export const defaultLeaseMs = 5 * 60_000;
const firstRetryMs = 60_000;
const longestRetryMs = 6 * 60 * 60_000;

/** Exponential backoff after the n-th failed attempt: 1 min, 2 min, 4 min … at most 6 h. */
export const retryDelayMs = (attempts: number) => Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);

const interruptedMessage = 'Envío interrumpido (el proceso terminó antes de confirmar el envío)';
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function drainOutbox(db: Db, transport: MailTransport, options: DrainOptions): Promise<DrainResult> {
  const { from, maxAttempts, now = new Date(), batchSize = 20, leaseMs = defaultLeaseMs } = options;
  const o = schema.emailOutbox;
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };

  // A row whose last permitted attempt was claimed but never finished (the process died) gives up here.
  const abandoned = await db
    .update(o)
    .set({ status: 'failed', lastError: sql`coalesce(${o.lastError}, ${interruptedMessage})` })
    .where(and(eq(o.status, 'pending'), gte(o.attempts, maxAttempts), lte(o.nextAttemptAt, now)))
    .returning({ id: o.id });
  result.failed += abandoned.length;

  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.status, 'pending'), lte(o.nextAttemptAt, now), lt(o.attempts, maxAttempts)))
    .orderBy(asc(o.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(o)
    .set({ attempts: sql`${o.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(o.id, due))
    .returning();

  for (const row of claimed) {
    // Only the claim that is still current may record an outcome (a lease taken over by another pass has a higher count).
    const stillOurs = and(eq(o.id, row.id), eq(o.status, 'pending'), eq(o.attempts, row.attempts));
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
      await db.update(o).set({ status: 'sent', sentAt: now, lastError: null }).where(stillOurs);
      result.sent += 1;
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      await db
        .update(o)
        .set(
          giveUp
            ? { status: 'failed', lastError: errorText(error) }
            : { lastError: errorText(error), nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) },
        )
        .where(stillOurs);
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}

/** Polls the outbox every `config.mail.pollIntervalMs`; a full batch is followed at once by another pass. */
export function startOutboxWorker(db: Db, transport: MailTransport, config: Config, log: Pick<Logger, 'error' | 'info'>): RepeatingTask {
  const batchSize = 20;
  const task = startRepeatingTask({
    everyMs: config.mail.pollIntervalMs,
    pass: async () => {
      try {
        const outcome = await drainOutbox(db, transport, { from: config.mail.from, maxAttempts: config.mail.maxAttempts, batchSize });
        if (outcome.sent + outcome.retried + outcome.failed > 0) log.info({ outbox: outcome }, 'outbox pass');
        return outcome.sent + outcome.retried + outcome.failed >= batchSize;
      } catch (error) {
        // The database may be briefly away; the next pass tries again and nothing was lost.
        log.error({ err: error }, 'outbox pass failed');
        return false;
      }
    },
  });
  return {
    async stop() {
      await task.stop();
      transport.close();
    },
  };
}
