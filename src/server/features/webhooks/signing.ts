// How every delivery is signed (docs/webhooks.md#verificar-la-firma): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
// with the endpoint's secret. The timestamp is inside the signed text, so a captured delivery cannot be replayed
// later with a fresh `t`; receivers reject an old one.
import { createHmac, randomBytes } from 'node:crypto';

export const signatureHeader = 'X-CasaJoven-Signature';
export const eventHeader = 'X-CasaJoven-Event';
export const deliveryHeader = 'X-CasaJoven-Delivery';

/** Shown to staff once; kept in clear because signing needs it (decision 0111). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function signature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** The headers of one delivery: the same event id on every endpoint's copy and every re-send, so receivers drop duplicates. */
export function deliveryHeaders(delivery: { eventId: string; eventType: string; body: string }, secret: string, sentAt: Date) {
  return {
    'content-type': 'application/json',
    'user-agent': 'CasaJovenPR-Webhooks/1',
    [signatureHeader]: signature(secret, delivery.body, Math.floor(sentAt.getTime() / 1000)),
    [eventHeader]: delivery.eventType,
    [deliveryHeader]: delivery.eventId,
  };
}
