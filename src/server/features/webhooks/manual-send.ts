// Sends made by hand from the integrations screen, within the request, so the log shows them at once: the test event
// and the re-send of a delivery (the same body and event id, signed anew). Each is recorded as an attempt.
import { and, eq } from 'drizzle-orm';
import { webhookCopy, type DeliveryOutcome } from '../../../shared/schemas/webhooks';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { defaultLeaseMs } from '../../mail/worker';
import { recordAttempt } from './delivery-log';
import { ownEndpoint } from './endpoints';
import { sendDelivery } from './send';

const d = schema.webhookDeliveries;

const outcomeOf = (deliveryId: string, outcome: { delivered: boolean; statusCode: number | null; error: string | null }) => ({
  deliveryId,
  delivered: outcome.delivered,
  statusCode: outcome.statusCode,
  error: outcome.error,
});

/**
 * A `test` event to one endpoint, whatever it subscribed to. It is tried once, now: a test that fails ends `failed`
 * (staff fix the receiver and press the button again, or re-send it); the worker never retries it.
 */
export async function sendTestEvent(
  db: Db,
  settings: Config['webhooks'],
  institutionId: string,
  webhookId: string,
): Promise<DeliveryOutcome> {
  const endpoint = await ownEndpoint(db, institutionId, webhookId);
  if (endpoint.disabledAt) throw new ConflictError(webhookCopy.disabled);
  const now = new Date();
  const eventId = crypto.randomUUID();
  const body = JSON.stringify({
    id: eventId,
    type: 'test',
    createdAt: now.toISOString(),
    data: { webhookId: endpoint.id, message: 'Evento de prueba de Casa Joven PR' },
  });
  // Counted as its one attempt and leased, so the worker leaves it to this request.
  const [delivery] = await db
    .insert(d)
    .values({
      endpointId: endpoint.id,
      eventId,
      eventType: 'test',
      body,
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + defaultLeaseMs),
    })
    .returning({ id: d.id });
  const outcome = await sendDelivery({ eventId, eventType: 'test', body, url: endpoint.url, secret: endpoint.secret }, settings);
  const at = new Date();
  await recordAttempt(db, delivery!.id, outcome, at, 'test');
  await db
    .update(d)
    .set({
      status: outcome.delivered ? 'delivered' : 'failed',
      deliveredAt: outcome.delivered ? at : null,
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error,
    })
    .where(eq(d.id, delivery!.id));
  return outcomeOf(delivery!.id, outcome);
}

/**
 * One more attempt at a delivery, by hand. Success marks it delivered (the worker stops retrying it); a failure
 * only updates its last answer, leaving a pending delivery on its schedule and a failed one failed.
 */
export async function resendDelivery(
  db: Db,
  settings: Config['webhooks'],
  institutionId: string,
  webhookId: string,
  deliveryId: string,
): Promise<DeliveryOutcome> {
  const endpoint = await ownEndpoint(db, institutionId, webhookId);
  if (!isUuid(deliveryId)) throw new NotFoundError(webhookCopy.deliveryNotFound);
  const [delivery] = await db
    .select({ id: d.id, eventId: d.eventId, eventType: d.eventType, body: d.body })
    .from(d)
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpoint.id)));
  if (!delivery) throw new NotFoundError(webhookCopy.deliveryNotFound);
  if (endpoint.disabledAt) throw new ConflictError(webhookCopy.disabled);

  const outcome = await sendDelivery({ ...delivery, url: endpoint.url, secret: endpoint.secret }, settings);
  const at = new Date();
  await recordAttempt(db, delivery.id, outcome, at, 'resend');
  await db
    .update(d)
    .set(
      outcome.delivered
        ? { status: 'delivered', deliveredAt: at, lastStatusCode: outcome.statusCode, lastError: null }
        : { lastStatusCode: outcome.statusCode, lastError: outcome.error },
    )
    .where(eq(d.id, delivery.id));
  return outcomeOf(delivery.id, outcome);
}
