// Webhook events (docs/product/lender-integrations.md#webhooks). Other features call queueWebhookEvent with the
// transaction that makes the change the event is about, so the event is queued if and only if the change commits.
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { WebhookEventType } from '../../db/schema/integrations';

export { disableWebhook, listWebhooks, registerWebhook } from './endpoints';
export { listDeliveries } from './delivery-log';
export { resendDelivery, sendTestEvent } from './manual-send';

export interface WebhookEvent {
  institutionId: string;
  type: Exclude<WebhookEventType, 'test'>;
  /**
   * Ids and non-personal fields only: contact data is fetched through the API. Never a name, e-mail, phone, message
   * or contact preference (webhooks.api.test.ts plants them in a buyer and searches every body).
   */
  data: Record<string, string | number | boolean | null>;
}

/** One outbox row per enabled endpoint of the institution that subscribed to the event's type. */
export async function queueWebhookEvent(tx: Db, event: WebhookEvent): Promise<void> {
  const e = schema.webhookEndpoints;
  const endpoints = await tx
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.institutionId, event.institutionId), isNull(e.disabledAt), arrayContains(e.events, [event.type])));
  if (endpoints.length === 0) return;
  const eventId = crypto.randomUUID();
  const body = JSON.stringify({ id: eventId, type: event.type, createdAt: new Date().toISOString(), data: event.data });
  await tx
    .insert(schema.webhookDeliveries)
    .values(endpoints.map((endpoint) => ({ endpointId: endpoint.id, eventId, eventType: event.type, body })));
}
