// Drains the webhook outbox as src/server/mail/worker.ts drains e-mail (decision 0110): a pass claims due rows with
// `FOR UPDATE SKIP LOCKED`, pushing `next_attempt_at` one lease ahead and counting the attempt, then sends each one
// outside any transaction and records the attempt and the outcome. A failure is retried with exponential backoff
// (1 min, 2 min, 4 min … 6 h) until WEBHOOK_MAX_ATTEMPTS, then the delivery is `failed`; staff can still re-send it.
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { startRepeatingTask, type RepeatingTask } from '../../background/repeating-task';
import { schema, type Db } from '../../db/client';
import { defaultLeaseMs, retryDelayMs } from '../../mail/worker';
import { recordAttempt } from './delivery-log';
import { disabledEndpointError } from './endpoints';
import { sendDelivery } from './send';

export interface WebhookDrainOptions {
  /** The pass's clock; tests pass their own to step through retries. */
  now?: Date;
  batchSize?: number;
  leaseMs?: number;
}

export interface WebhookDrainResult {
  delivered: number;
  retried: number;
  failed: number;
}

const interruptedMessage = 'Envío interrumpido (el proceso terminó antes de registrar la respuesta)';

export async function drainWebhookDeliveries(
  db: Db,
  settings: Config['webhooks'],
  options: WebhookDrainOptions = {},
): Promise<WebhookDrainResult> {
  const { now = new Date(), batchSize = 20, leaseMs = defaultLeaseMs } = options;
  const { maxAttempts } = settings;
  const d = schema.webhookDeliveries;
  const e = schema.webhookEndpoints;
  const result: WebhookDrainResult = { delivered: 0, retried: 0, failed: 0 };

  // A row whose last permitted attempt was claimed but never finished (the process died) gives up here.
  const abandoned = await db
    .update(d)
    .set({ status: 'failed', lastError: sql`coalesce(${d.lastError}, ${interruptedMessage})` })
    .where(and(eq(d.status, 'pending'), gte(d.attempts, maxAttempts), lte(d.nextAttemptAt, now)))
    .returning({ id: d.id });
  result.failed += abandoned.length;

  const due = db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.status, 'pending'), lte(d.nextAttemptAt, now), lt(d.attempts, maxAttempts)))
    .orderBy(asc(d.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(d)
    .set({ attempts: sql`${d.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(d.id, due))
    .returning();

  for (const row of claimed) {
    // Only the claim that is still current may record an outcome (a lease taken over by another pass has a higher count).
    const stillOurs = and(eq(d.id, row.id), eq(d.status, 'pending'), eq(d.attempts, row.attempts));
    const [endpoint] = await db.select({ url: e.url, secret: e.secret, disabledAt: e.disabledAt }).from(e).where(eq(e.id, row.endpointId));
    if (!endpoint || endpoint.disabledAt) {
      await db.update(d).set({ status: 'failed', lastError: disabledEndpointError }).where(stillOurs);
      result.failed += 1;
      continue;
    }
    const outcome = await sendDelivery({ ...row, url: endpoint.url, secret: endpoint.secret }, settings);
    await recordAttempt(db, row.id, outcome, now);
    const answer = { lastStatusCode: outcome.statusCode, lastError: outcome.error };
    if (outcome.delivered) {
      await db
        .update(d)
        .set({ ...answer, status: 'delivered', deliveredAt: now })
        .where(stillOurs);
      result.delivered += 1;
    } else if (row.attempts >= maxAttempts) {
      await db
        .update(d)
        .set({ ...answer, status: 'failed' })
        .where(stillOurs);
      result.failed += 1;
    } else {
      await db
        .update(d)
        .set({ ...answer, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(stillOurs);
      result.retried += 1;
    }
  }
  return result;
}

/** Polls every WEBHOOK_POLL_INTERVAL_MS; a full batch is followed at once by another pass. */
export function startWebhookWorker(db: Db, config: Config, log: Pick<Logger, 'error' | 'info'>): RepeatingTask {
  const batchSize = 20;
  return startRepeatingTask({
    everyMs: config.webhooks.pollIntervalMs,
    pass: async () => {
      try {
        const outcome = await drainWebhookDeliveries(db, config.webhooks, { batchSize });
        const handled = outcome.delivered + outcome.retried + outcome.failed;
        if (handled > 0) log.info({ webhooks: outcome }, 'webhook pass');
        return handled >= batchSize;
      } catch (error) {
        // The database may be briefly away; the next pass tries again and nothing was lost.
        log.error({ err: error }, 'webhook pass failed');
        return false;
      }
    },
  });
}
