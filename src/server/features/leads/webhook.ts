// docs/product/api.md: the optional automation webhook receives the lead payload first; a non-OK answer fails the submission.
// It carries the buyer's name, e-mail and phone, so it goes through the guarded sender (decision 0072).
import { HttpError } from '../../http/errors';
import { guardedPostJson } from '../../net/guarded-post';
import type { Resolver } from '../../net/public-address';

export const leadSubmitFailure = 'Hubo un problema. Por favor intenta nuevamente.';

export interface WebhookLog {
  warn(details: object, message: string): void;
}

export async function callLeadWebhook(
  webhook: { url: string; timeoutMs: number; guardAddresses: boolean },
  payload: unknown,
  context: { resolve?: Resolver; log?: WebhookLog } = {},
): Promise<void> {
  let status: number;
  try {
    ({ status } = await guardedPostJson(webhook.url, payload, {
      timeoutMs: webhook.timeoutMs,
      guard: webhook.guardAddresses,
      resolve: context.resolve,
    }));
  } catch (error) {
    // A refused address, a redirect, a timeout or a network error: the buyer sees the same Spanish message; the
    // operator sees why in the log (the reason only, never the payload).
    context.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'LEAD_WEBHOOK_URL call failed');
    throw new HttpError(502, leadSubmitFailure);
  }
  if (status < 200 || status > 299) {
    context.log?.warn({ status }, 'LEAD_WEBHOOK_URL answered with an error');
    throw new HttpError(502, leadSubmitFailure);
  }
}
