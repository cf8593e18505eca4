// Registering, listing and disabling an institution's webhook endpoints. Every look-up is scoped to the caller's
// institution: another institution's endpoint is "not found", never "forbidden".
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  maxEnabledWebhooks,
  webhookCopy,
  type CreatedWebhook,
  type NewWebhook,
  type SubscribableWebhookEvent,
  type WebhookEndpoint,
} from '../../../shared/schemas/webhooks';
import type { Staff } from '../../auth/viewer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { assertAllowedReceiver } from './receiver-url';
import { newWebhookSecret } from './signing';
import { recordSecurityEvent } from '../security-log/service';

const e = schema.webhookEndpoints;
const d = schema.webhookDeliveries;

export const disabledEndpointError = 'Webhook desactivado';

export async function registerWebhook(db: Db, settings: Config['webhooks'], staff: Staff, input: NewWebhook): Promise<CreatedWebhook> {
  await assertAllowedReceiver(input.url, settings);
  return db.transaction(async (tx) => {
    // Locked, so two registrations at once cannot both pass the limit.
    await tx
      .select({ id: schema.institutions.id })
      .from(schema.institutions)
      .where(eq(schema.institutions.id, staff.institutionId))
      .for('update');
    const [enabled] = await tx
      .select({ n: count() })
      .from(e)
      .where(and(eq(e.institutionId, staff.institutionId), isNull(e.disabledAt)));
    if ((enabled?.n ?? 0) >= maxEnabledWebhooks) throw new ConflictError(webhookCopy.tooMany);
    const secret = newWebhookSecret();
    const [created] = await tx
      .insert(e)
      .values({ institutionId: staff.institutionId, url: input.url, events: input.events, secret, createdBy: staff.userId })
      .returning({ id: e.id });
    await recordSecurityEvent(tx, {
      type: 'webhook_changed',
      userId: staff.userId,
      institutionId: staff.institutionId,
      detail: { action: 'created', webhookId: created!.id, url: input.url },
    });
    return { id: created!.id, secret };
  });
}

/** The caller's endpoint, with what sending needs; anything else is not found. */
export async function ownEndpoint(db: Db, institutionId: string, webhookId: string) {
  if (!isUuid(webhookId)) throw new NotFoundError(webhookCopy.notFound);
  const [endpoint] = await db
    .select({ id: e.id, url: e.url, secret: e.secret, disabledAt: e.disabledAt })
    .from(e)
    .where(and(eq(e.id, webhookId), eq(e.institutionId, institutionId)));
  if (!endpoint) throw new NotFoundError(webhookCopy.notFound);
  return endpoint;
}

export async function listWebhooks(db: Db, institutionId: string): Promise<WebhookEndpoint[]> {
  const endpoints = await db
    .select({ id: e.id, url: e.url, events: e.events, createdAt: e.createdAt, disabledAt: e.disabledAt })
    .from(e)
    .where(eq(e.institutionId, institutionId))
    .orderBy(sql`${e.disabledAt} is not null`, desc(e.createdAt));
  const latest =
    endpoints.length === 0
      ? []
      : await db
          .selectDistinctOn([d.endpointId], {
            endpointId: d.endpointId,
            status: d.status,
            eventType: d.eventType,
            statusCode: d.lastStatusCode,
            error: d.lastError,
            at: d.createdAt,
          })
          .from(d)
          .where(
            inArray(
              d.endpointId,
              endpoints.map((endpoint) => endpoint.id),
            ),
          )
          .orderBy(d.endpointId, desc(d.createdAt));
  return endpoints.map((endpoint) => {
    const last = latest.find((row) => row.endpointId === endpoint.id);
    return {
      id: endpoint.id,
      url: endpoint.url,
      events: endpoint.events as SubscribableWebhookEvent[],
      createdAt: endpoint.createdAt.toISOString(),
      disabledAt: endpoint.disabledAt?.toISOString() ?? null,
      lastDelivery: last
        ? { status: last.status, eventType: last.eventType, statusCode: last.statusCode, error: last.error, at: last.at.toISOString() }
        : null,
    };
  });
}

/** Disabling stops new events at once and ends the deliveries still waiting; the log stays. */
export async function disableWebhook(db: Db, staff: Staff, webhookId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, staff.institutionId, webhookId);
    if (endpoint.disabledAt) return;
    await tx.update(e).set({ disabledAt: new Date() }).where(eq(e.id, endpoint.id));
    await recordSecurityEvent(tx, {
      type: 'webhook_changed',
      userId: staff.userId,
      institutionId: staff.institutionId,
      detail: { action: 'disabled', webhookId: endpoint.id, url: endpoint.url },
    });
    await tx
      .update(d)
      .set({ status: 'failed', lastError: disabledEndpointError })
      .where(and(eq(d.endpointId, endpoint.id), eq(d.status, 'pending')));
  });
}
