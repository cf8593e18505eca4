// Set-up steps for the marketplace specs that are not what the spec is about, done over HTTP.
import { expect, type APIRequestContext } from '@playwright/test';
import { demoInstitution } from '../src/server/db/demo-accounts';
import type { LeadVariant } from '../src/shared/domain/lead-variant';
import { withTestMarker } from '../src/shared/test-marker';
import { mailboxLinkPath } from './email-verification';

/** Both demo institutions are test institutions: buyers see their names with " (prueba)" (decision 0071). */
export const seenByBuyers = (institution: { institutionName: string }) => withTestMarker(institution.institutionName, true);

/** The lead-capture variant the server assigned this buyer. */
export async function leadVariantOf(buyer: APIRequestContext): Promise<LeadVariant> {
  const response = await buyer.get('/api/user/lead-variant');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { variant: LeadVariant }).variant;
}

export async function submitLeadOverHttp(
  request: APIRequestContext,
  lead: { nombre: string; correo: string; movil: string; municipio: string; precio_meta: string },
) {
  const response = await request.post('/api/leads', {
    data: {
      ...lead,
      timestamp: new Date().toISOString(),
      source: 'casa-joven-pr-vivienda-joven',
      variant: 'blue',
      user_agent: 'e2e',
      variant_tested: 'blue',
    },
  });
  if (response.status() !== 201) throw new Error(`lead failed: ${response.status()} ${await response.text()}`);
  const { id, correoConfirmed } = (await response.json()) as { id: string; correoConfirmed: boolean };
  // Not the account's e-mail: institutions see the lead once its owner follows the link sent to it, as here.
  if (!correoConfirmed) {
    const confirmed = await request.get(await mailboxLinkPath(lead.correo, 'lead-email-confirmation', undefined, `/api/leads/${id}/`), {
      maxRedirects: 0,
    });
    expect(confirmed.headers().location, 'lead e-mail confirmation').toBe('/dashboard?correo-confirmado=1');
  }
  return id;
}

export async function answerOverHttp(request: APIRequestContext, bankName: string, response: 'accepted' | 'declined') {
  const list = (await (await request.get('/api/user/connection-requests')).json()) as Array<{
    id: string;
    bankName: string;
    requestStatus: string;
  }>;
  const pending = list.find((r) => r.bankName === bankName && r.requestStatus === 'pending');
  if (!pending) throw new Error(`no pending request from ${bankName}`);
  const answered = await request.post(`/api/connection-requests/${pending.id}/respond`, { data: { response, userMessage: '' } });
  if (!answered.ok()) throw new Error(`answer failed: ${answered.status()}`);
}

/** The institution pays one step in the simulated provider, as its officer would. */
export async function payStep(bank: APIRequestContext, url: string) {
  const checkout = await bank.post(url, { data: {} });
  expect(checkout.ok(), `${url} → ${checkout.status()} ${await checkout.text()}`).toBe(true);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const paid = await bank.post('/api/simulate-payment-success', { data: { sessionId } });
  expect(paid.ok(), `simulate-payment-success → ${paid.status()} ${await paid.text()}`).toBe(true);
}

/** The whole paid path to an unlocked lead: the demo institution pays the request, the buyer accepts, it pays the unlock. */
export async function unlockOverHttp(buyer: APIRequestContext, bank: APIRequestContext, leadId: string) {
  await payStep(bank, `/api/pay/request/${leadId}`);
  await answerOverHttp(buyer, seenByBuyers(demoInstitution), 'accepted');
  await payStep(bank, `/api/pay/unlock/${leadId}`);
}
