// Drives the marketplace over HTTP for tests: a buyer's lead, and an institution's paid steps.
import type { FastifyInstance } from 'fastify';
import { leadSource, type LeadSubmission } from '../shared/schemas/leads';

type Caller = { cookie: string };

export function leadPayload(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return {
    nombre: 'Lucía Ortiz',
    correo: 'lucia.ortiz@example.com',
    movil: '(787) 555-0142',
    municipio: 'Caguas',
    precio_meta: '$185,000',
    timestamp: new Date().toISOString(),
    source: leadSource,
    variant: 'blue',
    user_agent: 'vitest',
    variant_tested: 'blue',
    ...overrides,
  };
}

export async function submitLead(app: FastifyInstance, buyer: Caller, overrides: Partial<LeadSubmission> = {}): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/leads', headers: { cookie: buyer.cookie }, payload: leadPayload(overrides) });
  if (response.statusCode !== 201) throw new Error(`lead failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function payStep(app: FastifyInstance, bank: Caller, url: string): Promise<string> {
  const checkout = await app.inject({ method: 'POST', url, headers: { cookie: bank.cookie }, payload: {} });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const { sessionId } = checkout.json() as { sessionId: string };
  const paid = await app.inject({ method: 'POST', url: '/api/simulate-payment-success', headers: { cookie: bank.cookie }, payload: { sessionId } });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}

export const payRequest = (app: FastifyInstance, bank: Caller, leadId: string) => payStep(app, bank, `/api/pay/request/${leadId}`);
export const payUnlock = (app: FastifyInstance, bank: Caller, leadId: string) => payStep(app, bank, `/api/pay/unlock/${leadId}`);

/** The buyer's pending request from this bank, answered. */
export async function answerRequest(app: FastifyInstance, buyer: Caller, bankName: string, response: 'accepted' | 'declined', userMessage = '') {
  const list = await app.inject({ method: 'GET', url: '/api/user/connection-requests', headers: { cookie: buyer.cookie } });
  const request = (list.json() as Array<{ id: string; bankName: string; requestStatus: string }>).find((r) => r.bankName === bankName && r.requestStatus === 'pending');
  if (!request) throw new Error(`no pending request from ${bankName}: ${list.body}`);
  const answered = await app.inject({
    method: 'POST',
    url: `/api/connection-requests/${request.id}/respond`,
    headers: { cookie: buyer.cookie },
    payload: { response, userMessage },
  });
  if (answered.statusCode !== 200) throw new Error(`answer failed: ${answered.statusCode} ${answered.body}`);
  return request.id;
}
