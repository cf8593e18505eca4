// docs/product/lender-integrations.md#webhooks: the endpoints an institution registers, its delivery log, and the
// events it can subscribe to. Payloads carry ids and non-personal fields only (docs/webhooks.md).
import { z } from 'zod';
import '../zod-locale';
import { exactText, plainText } from './text';
import { pageNumber } from './filters';

export const webhookCopy = {
  badUrl: 'Escribe una dirección web completa que empiece con https:// (por ejemplo, https://crm.tubanco.com/casajoven).',
  urlTooLong: 'La dirección no puede pasar de 2000 caracteres.',
  httpsOnly: 'La dirección debe empezar con https://.',
  notPublic: 'Esa dirección apunta a una red privada o local. Usa una dirección pública de tu servidor.',
  unknownHost: 'No encontramos ese servidor. Revisa la dirección.',
  noEvents: 'Elige al menos un evento.',
  badEvent: 'Evento desconocido.',
  tooMany: 'Tu institución ya tiene 10 webhooks activos. Desactiva uno antes de registrar otro.',
  notFound: 'Webhook no encontrado',
  deliveryNotFound: 'Envío no encontrado',
  disabled: 'Este webhook está desactivado.',
} as const;

/** The events staff can subscribe to; `test` is sent only by the "send test event" button. */
export const subscribableWebhookEvents = [
  'lead.available',
  'request.accepted',
  'request.declined',
  'lead.unlocked',
  'consent.revoked',
  'document.shared',
] as const;
export type SubscribableWebhookEvent = (typeof subscribableWebhookEvents)[number];
export const webhookEventLabels: Record<SubscribableWebhookEvent | 'test', string> = {
  'lead.available': 'Lead nuevo que coincide con una búsqueda guardada',
  'request.accepted': 'El comprador aceptó una solicitud',
  'request.declined': 'El comprador rechazó una solicitud',
  'lead.unlocked': 'Contacto desbloqueado',
  'consent.revoked': 'El comprador retiró su consentimiento',
  'document.shared': 'El comprador compartió un documento',
  test: 'Evento de prueba',
};

/** How many enabled endpoints one institution may have at a time. */
export const maxEnabledWebhooks = 10;

export const newWebhookSchema = z.object({
  url: plainText({ error: webhookCopy.badUrl })
    .max(2000, webhookCopy.urlTooLong)
    .pipe(z.url({ protocol: /^https?$/, error: webhookCopy.badUrl })),
  events: z
    .array(z.enum(subscribableWebhookEvents, { error: webhookCopy.badEvent }), { error: webhookCopy.noEvents })
    .min(1, webhookCopy.noEvents)
    .max(subscribableWebhookEvents.length, webhookCopy.badEvent)
    .transform((events) => [...new Set(events)]),
});
export type NewWebhook = z.input<typeof newWebhookSchema>;

/** The answer to a registration: the only time the secret is shown. */
export const createdWebhookSchema = z.object({ id: z.string(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

/** An endpoint as the list shows it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(subscribableWebhookEvents)),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  lastDelivery: z
    .object({
      status: z.enum(deliveryStatuses),
      eventType: z.string(),
      statusCode: z.number().int().nullable(),
      error: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookParamsSchema = z.object({ webhookId: exactText().max(64) });
export const webhookDeliveryParamsSchema = z.object({ webhookId: exactText().max(64), deliveryId: exactText().max(64) });
export const webhookDeliveriesQuerySchema = z.object({ page: pageNumber(10_000) });

/** One attempt at a delivery, as the log lists it (docs/product/lender-integrations.md#webhooks). */
export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  /** The receiver's HTTP status, or null when none came (then `error` says why). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** Sent by hand: the test button or a re-send; null for the worker's own attempts. */
  manual: z.enum(['resend', 'test']).nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

/** How many attempts of one delivery the log lists (its newest); `attempts` still counts them all. */
export const attemptLogLimit = 50;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(deliveryStatuses),
  createdAt: z.string(),
  /** The worker's attempts and the ones made by hand (test, re-send). */
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** Every attempt, newest first (at most `attemptLogLimit`), as Stripe's log lists them. */
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** What one attempt made by hand (test event, re-send) got: the receiver's status code, or why there was none. */
export const deliveryOutcomeSchema = z.object({
  deliveryId: z.string(),
  delivered: z.boolean(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type DeliveryOutcome = z.infer<typeof deliveryOutcomeSchema>;
