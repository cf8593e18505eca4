// SPEC §7: the optional automation webhook receives the lead payload first; a non-OK answer fails the submission.
import { HttpError } from '../../http/errors';

export const leadSubmitFailure = 'Hubo un problema. Por favor intenta nuevamente.';

export async function callLeadWebhook(webhook: { url: string; timeoutMs: number }, payload: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(webhook.timeoutMs),
    });
  } catch {
    throw new HttpError(502, leadSubmitFailure);
  }
  // Drain the body so the connection can be reused.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new HttpError(502, leadSubmitFailure);
}
