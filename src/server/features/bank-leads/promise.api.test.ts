// The product's promise (docs/product/roles.md#contact-data-only-after-unlock): a buyer's name, e-mail and phone reach an institution only after that
// institution unlocked them. Checked on the raw bodies of every endpoint an institution can call, signed in or with an
// API key (the versioned API, /api/v1), and a buyer's "Me interesa" on a listing unlocks it for that listing's
// institution alone.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { leadStatusFilters } from '../../../shared/schemas/bank-leads';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { listingInput } from '../../../test/listings';
import { answerRequest, bodiesOf, payRequest, payUnlock, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

// A limit of 2 lets the test reach the cap with two requests; the scans make more calls than one client's API limit allows.
const built = await setupTestApp({ MAX_OPEN_REQUESTS_PER_LEAD: '2', RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;

const tag = Math.random().toString(36).slice(2, 8);
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const secret = {
  nombre: `Zafiro Quintana ${tag}`,
  correo: `zafiro.${tag}@example.com`,
  movil: `(939) ${digits.slice(0, 3)}-${digits.slice(3)}`,
};
const secretStrings = [secret.nombre, secret.correo, secret.movil, `939${digits}`, `zafiro.${tag}`];

const buyer = await signUpBuyer(app, 'Zafiro');
const bank = await createStaff(built, 'Banco Promesa');
const rival = await createStaff(built, 'Banco Rival');
const third = await createStaff(built, 'Banco Tercero');
const leadId = await submitLead(app, buyer, { ...secret, municipio: 'Ponce', precio_meta: '150000' });
const today = new Date().toISOString().slice(0, 10);
// Each institution's integration reads the same data with its own API key.
const apiKeys = new Map<Caller, string>();
for (const caller of [bank, rival, third]) apiKeys.set(caller, (await createApiKey(app, caller)).key);
const filters = [
  '',
  '?municipio=Ponce',
  '?minBudget=100000&maxBudget=200000',
  `?from=${today}&to=${today}`,
  '?limit=1',
  ...leadStatusFilters.map((status) => `?status=${status}`),
];

/** Every answer of the versioned API, with every filter, read with the caller's institution's key. */
async function apiBodies(caller: Caller): Promise<Array<{ url: string; body: string }>> {
  const urls = [
    ...filters.map((query) => `${apiPaths.v1.leads}${query}`),
    apiPaths.v1.lead(leadId),
    apiPaths.v1.connectionRequests,
    apiPaths.v1.contacts,
    `${apiPaths.v1.contacts}?limit=1`,
  ];
  const api = withKey(app, apiKeys.get(caller)!);
  const bodies = [];
  for (const url of urls) {
    const response = await api.get(url);
    expect(response.statusCode, url).toBe(200);
    bodies.push({ url, body: response.body });
  }
  return bodies;
}

/** Every read an institution can make about leads, with every filter, plus what its own payments return. */
async function institutionBodies(caller: Caller, sessions: string[] = []): Promise<Array<{ url: string; body: string }>> {
  const urls = [
    ...filters.flatMap((query) => [
      `/api/leads-for-banks${query}`,
      `/api/leads-for-banks/summary${query}`,
      `/api/leads-for-banks/export.csv${query}`,
    ]),
    `/api/lead/${leadId}`,
    '/api/lead-connection-requests',
    // Public programme figures (issue 35): never anything of a buyer's.
    apiPaths.programmes,
    `/api/lead-connection-requests?bankEmail=${encodeURIComponent(secret.correo)}`,
    ...sessions.map((session) => `/api/payments/${session}`),
    // Receipts (docs/product/screens.md#institution-receipts) never carry contact data, not even for an unlocked lead.
    '/api/institution/payments',
    // Conversations and the live event stream (replayed from the first event) carry no contact data either.
    '/api/institution/conversations',
    '/api/messages/unread-count',
    '/api/events?once=1&lastEventId=0',
    // Notices of a revoked consent or a closed account name the municipality only.
    '/api/institution/notices',
  ];
  return [...(await bodiesOf(app, caller, urls)), ...(await apiBodies(caller))];
}

/** The URLs whose answer carried any of the buyer's contact strings. */
const leaked = (bodies: Array<{ url: string; body: string }>) =>
  bodies.filter(({ body }) => secretStrings.some((s) => body.includes(s))).map(({ url }) => url);

describe('contact data before unlock', () => {
  it('never appears for a new lead', async () => {
    expect(leaked(await institutionBodies(bank))).toEqual([]);
  });

  let requestSession = '';
  it('never appears after the request is paid, nor in the checkout answers', async () => {
    const checkout = await as(bank).post(`/api/pay/request/${leadId}`, { bankEmail: secret.correo });
    requestSession = checkout.json().sessionId;
    const confirmed = await as(bank).post('/api/simulate-payment-success', { sessionId: requestSession });
    expect(
      leaked([
        { url: 'pay/request', body: checkout.body },
        { url: 'simulate-payment-success', body: confirmed.body },
      ]),
    ).toEqual([]);
    expect(leaked(await institutionBodies(bank, [requestSession]))).toEqual([]);
  });

  it('never appears while the lead is closed to new requests: at its limit, or paused (docs/product/buyer-control.md)', async () => {
    const rivalSession = await payRequest(app, rival, leadId);
    expect((await as(third).get(`/api/lead/${leadId}`)).json().state).toBe('closed');
    for (const caller of [bank, rival, third]) expect(leaked(await institutionBodies(caller))).toEqual([]);
    expect(leaked(await institutionBodies(rival, [rivalSession]))).toEqual([]);
    await as(buyer).put('/api/me/lead-pause', { paused: true });
    for (const caller of [bank, rival, third]) expect(leaked(await institutionBodies(caller))).toEqual([]);
    await as(buyer).put('/api/me/lead-pause', { paused: false });
  });

  it('never appears after the buyer accepts, until the unlock', async () => {
    await answerRequest(app, buyer, 'Banco Promesa', 'accepted');
    expect(leaked(await institutionBodies(bank, [requestSession]))).toEqual([]);
  });
});

describe('contact data after unlock', () => {
  let unlockSession = '';
  it('appears for the institution that unlocked it, in the list, the single lead and the CSV', async () => {
    unlockSession = await payUnlock(app, bank, leadId);
    const bodies = await institutionBodies(bank, [unlockSession]);
    const bodyOf = (url: string) => bodies.find((entry) => entry.url === url)!.body;
    for (const url of [
      '/api/leads-for-banks',
      `/api/lead/${leadId}`,
      '/api/leads-for-banks/export.csv',
      '/api/leads-for-banks?municipio=Ponce',
      '/api/leads-for-banks?status=unlocked',
      apiPaths.v1.leads,
      apiPaths.v1.lead(leadId),
      apiPaths.v1.contacts,
      `${apiPaths.v1.leads}?status=unlocked`,
    ]) {
      expect(bodyOf(url), url).toContain(secret.nombre);
      expect(bodyOf(url), url).toContain(secret.correo);
      expect(bodyOf(url), url).toContain(secret.movil);
    }
  });

  it('never appears for any other institution, even one that paid for its own request', async () => {
    expect(leaked(await institutionBodies(rival))).toEqual([]);
    expect(leaked(await institutionBodies(third))).toEqual([]);
    await answerRequest(app, buyer, 'Banco Rival', 'declined');
    expect(leaked(await institutionBodies(rival))).toEqual([]);
  });

  it("is not reachable through someone else's payment", async () => {
    const response = await as(rival).get(`/api/payments/${unlockSession}`);
    expect(response.statusCode).toBe(404);
    expect(leaked([{ url: 'payment', body: response.body }])).toEqual([]);
  });
});

describe('what an unlock adds beside the contact data (docs/product/buyer-control.md)', () => {
  // The consent certificate and the record of contacts name the lead by id only, so they can be shared.
  const recordUrls = () => [`/api/lead/${leadId}/consent-certificate?format=json`, `/api/lead/${leadId}/contact-attempts`];

  it('carries none of it: the certificate and the contact attempts', async () => {
    const logged = await as(bank).post(`/api/lead/${leadId}/contact-attempts`, {
      attemptedAt: new Date().toISOString(),
      channel: 'phone',
      outcome: 'no-answer',
    });
    expect(logged.statusCode).toBe(201);
    expect(leaked(await bodiesOf(app, bank, recordUrls()))).toEqual([]);
  });

  it('never appears again once the buyer revokes consent, for the institution that had unlocked it nor anyone else', async () => {
    const holders = (await as(buyer).get('/api/user/contact-holders')).json() as Array<{ requestId: string; institutionName: string }>;
    const held = holders.find((holder) => holder.institutionName === 'Banco Promesa')!;
    expect((await as(buyer).post(`/api/connection-requests/${held.requestId}/revoke`, {})).statusCode).toBe(200);
    expect(leaked(await institutionBodies(bank))).toEqual([]);
    expect(leaked(await bodiesOf(app, bank, recordUrls()))).toEqual([]);
    expect((await withKey(app, apiKeys.get(bank)!).get(apiPaths.v1.contacts)).json()).toEqual({ items: [], nextCursor: null });
    for (const caller of [rival, third]) expect(leaked(await institutionBodies(caller))).toEqual([]);
  });
});

describe('"Me interesa" on a listing (docs/product/listings.md#me-interesa)', () => {
  // A second buyer, with contact strings of their own, asks Banco Promesa about its listing.
  const asker = {
    nombre: `Topacio Rivera ${tag}`,
    correo: `topacio.${tag}@example.com`,
    movil: `(939) ${digits.slice(3, 6)}-${digits.slice(0, 4)}`,
  };
  const askerStrings = [asker.nombre, asker.correo, asker.movil, `topacio.${tag}`];
  const leakedByAsker = (bodies: Array<{ url: string; body: string }>) =>
    bodies.filter(({ body }) => askerStrings.some((s) => body.includes(s))).map(({ url }) => url);
  let askerLead = '';
  let listingId = '';

  /** Everything above, plus the asker's lead and the institution's listing screens (interestCount included). */
  async function withListings(caller: Caller & { institution: { id: string } }) {
    const own = caller === bank ? [`/api/institution/listings/${listingId}`] : [];
    const listingUrls = ['/api/institution/listings', '/api/institution/listings?status=published', ...own, `/api/lead/${askerLead}`];
    return [...(await institutionBodies(caller)), ...(await bodiesOf(app, caller, listingUrls))];
  }

  it('before the question, no institution reads the asker’s contact, not even the listing’s publisher', async () => {
    const askerCaller = await signUpBuyer(app, 'Topacio');
    askerLead = await submitLead(app, askerCaller, { ...asker, municipio: 'Ponce', precio_meta: '150000' });
    const created = await as(bank).post('/api/institution/listings', listingInput({ title: 'Casa de la promesa' }));
    listingId = created.json().id;
    expect((await as(bank).patch(`/api/institution/listings/${listingId}`, { status: 'published' })).statusCode).toBe(200);
    for (const caller of [bank, rival, third]) expect(leakedByAsker(await withListings(caller))).toEqual([]);

    const asked = await as(askerCaller).post(`/api/properties/${listingId}/interest`, { message: 'Hola' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(leakedByAsker([{ url: 'interest', body: asked.body }])).toEqual([]);
  });

  it('after it, only the listing’s institution reads it, in its leads; its listing screens still carry only a count', async () => {
    const bodies = await withListings(bank);
    const bodyOf = (url: string) => bodies.find((entry) => entry.url === url)!.body;
    for (const url of ['/api/leads-for-banks', `/api/lead/${askerLead}`, '/api/leads-for-banks?status=unlocked', apiPaths.v1.contacts]) {
      expect(bodyOf(url), url).toContain(asker.correo);
    }
    for (const url of ['/api/institution/listings', `/api/institution/listings/${listingId}`]) {
      expect(leakedByAsker([{ url, body: bodyOf(url) }])).toEqual([]);
    }
    expect(JSON.parse(bodyOf(`/api/institution/listings/${listingId}`)).interestCount).toBe(1);
    for (const caller of [rival, third]) expect(leakedByAsker(await withListings(caller))).toEqual([]);
  });
});
