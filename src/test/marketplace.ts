// Drives the marketplace over HTTP for tests: a buyer's lead, an institution's paid steps, and what an institution can read.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { leadSource, type LeadSubmission } from '../shared/schemas/leads';
import { confirmLeadEmail } from './app';
import { requestsTo, type Caller } from './requests';

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

/**
 * The buyer's lead, on sale as soon as the account is verified: its e-mail is the account's own unless the test names
 * another, whose confirmation link is then followed as its owner would (`confirmEmail: false` leaves it waiting).
 */
export async function submitLead(
  app: FastifyInstance,
  buyer: Caller & { email?: string },
  overrides: Partial<LeadSubmission> = {},
  options: { confirmEmail?: boolean } = {},
): Promise<string> {
  const { as } = requestsTo(app);
  const correo = overrides.correo ?? buyer.email ?? ((await as(buyer).get('/api/auth/user')).json() as { email: string }).email;
  const response = await as(buyer).post('/api/leads', leadPayload({ ...overrides, correo }));
  if (response.statusCode !== 201) throw new Error(`lead failed: ${response.statusCode} ${response.body}`);
  const lead = response.json() as { id: string; correoConfirmed: boolean };
  if (!lead.correoConfirmed && options.confirmEmail !== false) await confirmLeadEmail(app, correo);
  return lead.id;
}

export async function payStep(app: FastifyInstance, bank: Caller, url: string): Promise<string> {
  const { as } = requestsTo(app);
  const checkout = await as(bank).post(url, {});
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.statusCode} ${checkout.body}`);
  const { sessionId } = checkout.json() as { sessionId: string };
  const paid = await as(bank).post('/api/simulate-payment-success', { sessionId });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.statusCode} ${paid.body}`);
  return sessionId;
}

export const payRequest = (app: FastifyInstance, bank: Caller, leadId: string) => payStep(app, bank, `/api/pay/request/${leadId}`);
export const payUnlock = (app: FastifyInstance, bank: Caller, leadId: string) => payStep(app, bank, `/api/pay/unlock/${leadId}`);

/** The buyer's pending request from this bank, answered. */
export async function answerRequest(
  app: FastifyInstance,
  buyer: Caller,
  bankName: string,
  response: 'accepted' | 'declined',
  userMessage = '',
) {
  const { as } = requestsTo(app);
  const list = await as(buyer).get('/api/user/connection-requests');
  const request = (list.json() as Array<{ id: string; bankName: string; requestStatus: string }>).find(
    (r) => r.bankName === bankName && r.requestStatus === 'pending',
  );
  if (!request) throw new Error(`no pending request from ${bankName}: ${list.body}`);
  const answered = await as(buyer).post(`/api/connection-requests/${request.id}/respond`, { response, userMessage });
  if (answered.statusCode !== 200) throw new Error(`answer failed: ${answered.statusCode} ${answered.body}`);
  return request.id;
}

/** The unlocked state: the bank pays for a request, the buyer accepts it, the bank pays the unlock (a conversation opens). */
export async function unlockLead(app: FastifyInstance, bank: Caller & { institution: { name: string } }, buyer: Caller, leadId: string) {
  await payRequest(app, bank, leadId);
  await answerRequest(app, buyer, bank.institution.name, 'accepted');
  return payUnlock(app, bank, leadId);
}

/** The body of each GET, every one expected to answer 200: what this caller can read, for tests that search it. */
export async function bodiesOf(app: FastifyInstance, caller: Caller, urls: string[]): Promise<Array<{ url: string; body: string }>> {
  const bodies = [];
  for (const url of urls) {
    const response = await requestsTo(app).as(caller).get(url);
    expect(response.statusCode, url).toBe(200);
    bodies.push({ url, body: response.body });
  }
  return bodies;
}
