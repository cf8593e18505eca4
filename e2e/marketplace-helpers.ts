// Set-up steps for the marketplace specs that are not what the spec is about, done over HTTP.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { withTestMarker } from '../src/shared/test-marker';
import { verifyEmailFromMailbox } from './email-verification';
import { uniqueEmail } from './support';

export const demoBank = { email: 'oficial@banco-prueba.example.com', password: 'Institucion2026!', institutionName: 'Banco de Prueba Casa Joven' };
export const otherBank = { email: 'oficial@coop-prueba.example.com', password: 'Institucion2026!', institutionName: 'Cooperativa de Prueba Casa Joven' };
/** Both demo banks are test institutions: buyers see their names with " (prueba)" (decision 0071). */
export const seenByBuyers = (bank: typeof demoBank) => withTestMarker(bank.institutionName, true);

/** A browser context signed in as the given institution's staff. */
export async function institutionContext(browser: Browser, baseURL: string, bank: typeof demoBank, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-PR', timezoneId: 'America/Puerto_Rico', ...options, baseURL, extraHTTPHeaders: { origin: baseURL } });
  const response = await context.request.post('/api/institution/login', { data: bank });
  if (!response.ok()) throw new Error(`institution login failed: ${response.status()}`);
  return context;
}

/** A signed-up buyer, e-mail confirmed from the mailbox link, in its own context. */
export async function buyerContext(browser: Browser, baseURL: string, name: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...options, baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = uniqueEmail('comprador');
  const response = await context.request.post('/api/auth/sign-up/email', { data: { name, email, password: 'contraseña-segura' } });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()}`);
  await verifyEmailFromMailbox(context.request, email, baseURL);
  return { context, email };
}

export async function submitLeadOverHttp(request: APIRequestContext, lead: { nombre: string; correo: string; movil: string; municipio: string; precio_meta: string }) {
  const response = await request.post('/api/leads', {
    data: { ...lead, timestamp: new Date().toISOString(), source: 'casa-joven-pr-vivienda-joven', variant: 'blue', user_agent: 'e2e', variant_tested: 'blue' },
  });
  if (response.status() !== 201) throw new Error(`lead failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export async function answerOverHttp(request: APIRequestContext, bankName: string, response: 'accepted' | 'declined') {
  const list = (await (await request.get('/api/user/connection-requests')).json()) as Array<{ id: string; bankName: string; requestStatus: string }>;
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
