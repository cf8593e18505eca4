// The delivery log staff read: each delivery with its state and its last answer, and every attempt behind it
// (the worker's and the ones made by hand), recorded in webhook_attempts and listed with the delivery.
import { asc, count, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import { attemptLogLimit, type WebhookAttempt, type WebhookDeliveryPage } from '../../../shared/schemas/webhooks';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { AttemptOutcome } from './send';
import { ownEndpoint } from './endpoints';

const d = schema.webhookDeliveries;
const a = schema.webhookAttempts;
export const deliveriesPageSize = 20;

export async function recordAttempt(
  db: Db,
  deliveryId: string,
  outcome: AttemptOutcome,
  attemptedAt: Date,
  manual: 'resend' | 'test' | null = null,
): Promise<void> {
  await db.insert(a).values({
    deliveryId,
    attemptedAt,
    statusCode: outcome.statusCode,
    error: outcome.error,
    durationMs: outcome.durationMs,
    manual,
  });
}

export async function listDeliveries(db: Db, institutionId: string, webhookId: string, page: number): Promise<WebhookDeliveryPage> {
  const endpoint = await ownEndpoint(db, institutionId, webhookId);
  const [totals] = await db.select({ total: count() }).from(d).where(eq(d.endpointId, endpoint.id));
  const attempts = db
    .select({ deliveryId: a.deliveryId, n: count().as('n'), last: max(a.attemptedAt).as('last') })
    .from(a)
    .groupBy(a.deliveryId)
    .as('attempt_totals');
  const rows = await db
    .select({
      id: d.id,
      eventId: d.eventId,
      eventType: d.eventType,
      status: d.status,
      createdAt: d.createdAt,
      nextAttemptAt: d.nextAttemptAt,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      attempts: sql<number>`coalesce(${attempts.n}, 0)`.mapWith(Number),
      lastAttemptAt: sql<Date | null>`${attempts.last}`.mapWith((value: string | Date | null) => (value ? new Date(value) : null)),
    })
    .from(d)
    .leftJoin(attempts, eq(attempts.deliveryId, d.id))
    .where(eq(d.endpointId, endpoint.id))
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(deliveriesPageSize)
    .offset((page - 1) * deliveriesPageSize);
  const log = await attemptsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventType: row.eventType,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      lastStatusCode: row.lastStatusCode,
      lastError: row.lastError,
      nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      attemptLog: log.get(row.id) ?? [],
    })),
    total: totals?.total ?? 0,
    page,
    pageSize: deliveriesPageSize,
  };
}

/** The page's attempts in one query, newest first, the newest `attemptLogLimit` of each delivery. */
async function attemptsOf(db: Db, deliveryIds: string[]): Promise<Map<string, WebhookAttempt[]>> {
  const byDelivery = new Map<string, WebhookAttempt[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const ranked = db
    .select({
      deliveryId: a.deliveryId,
      attemptedAt: a.attemptedAt,
      statusCode: a.statusCode,
      error: a.error,
      durationMs: a.durationMs,
      manual: a.manual,
      rank: sql<number>`row_number() over (partition by ${a.deliveryId} order by ${a.attemptedAt} desc, ${a.id} desc)`.as('rank'),
    })
    .from(a)
    .where(inArray(a.deliveryId, deliveryIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, attemptLogLimit)).orderBy(ranked.deliveryId, asc(ranked.rank));
  for (const row of rows) {
    const list = byDelivery.get(row.deliveryId) ?? [];
    list.push({
      attemptedAt: new Date(row.attemptedAt).toISOString(),
      statusCode: row.statusCode,
      error: row.error,
      durationMs: row.durationMs,
      manual: row.manual,
    });
    byDelivery.set(row.deliveryId, list);
  }
  return byDelivery;
}
