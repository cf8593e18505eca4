// The versioned API (docs/product/lender-integrations.md#api-keys-and-the-versioned-api): only a key opens it, only its
// institution's data comes out, contact data only as on the dashboard, every contact read audited with the key, and
// the OpenAPI document describes these routes and nothing else.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { V1ConnectionRequest, V1Contact, V1Lead } from '../../../shared/schemas/api-v1';
import { bearer, createApiKey, withKey } from '../../../test/api-keys';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, submitLead, unlockLead } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;
const db = built.database.db;

const bank = await createStaff(built, 'Banco Integrado');
const rival = await createStaff(built, 'Banco Vecino');
const bankKey = await createApiKey(app, bank, 'CRM');
const rivalKey = await createApiKey(app, rival, 'CRM vecino');
const api = withKey(app, bankKey.key);
const rivalApi = withKey(app, rivalKey.key);

// Three leads: one unlocked by the bank (with contact preferences), one the bank asked for and was declined, one untouched.
const unlockedBuyer = await signUpBuyer(app, 'Lucía Integrada');
const unlockedLead = await submitLead(app, unlockedBuyer, {
  nombre: 'Lucía Integrada',
  correo: 'lucia.integrada@example.com',
  municipio: 'Caguas',
});
await as(unlockedBuyer).put('/api/me/contact-preferences', { channels: ['email'], callFromHour: 10, callToHour: 18 });
await unlockLead(app, bank, unlockedBuyer, unlockedLead);
const declinedBuyer = await signUpBuyer(app, 'Mario Rechaza');
const declinedLead = await submitLead(app, declinedBuyer, { nombre: 'Mario Rechaza', municipio: 'Ponce' });
await payRequest(app, bank, declinedLead);
await answerRequest(app, declinedBuyer, bank.institution.name, 'declined');
const untouchedLead = await submitLead(app, await signUpBuyer(app, 'Nora Libre'), { nombre: 'Nora Libre', municipio: 'Arecibo' });

describe('who may call', () => {
  it('a session cookie, even an officer of the same institution, gets 401 on every v1 route', async () => {
    for (const url of [apiPaths.v1.leads, apiPaths.v1.lead(unlockedLead), apiPaths.v1.connectionRequests, apiPaths.v1.contacts]) {
      const response = await as(bank).get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().message).toMatch(/Clave de API/);
    }
  });

  it('a key opens no other route: the dashboard with a bearer key is a 401', async () => {
    for (const url of [apiPaths.bankLeads, apiPaths.bankLead(unlockedLead), apiPaths.apiKeys, apiPaths.auth.user]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(bankKey.key) });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('a missing, garbled or unknown key gets the same Spanish 401', async () => {
    const unknown = `cjpr_${'A'.repeat(43)}`;
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${bankKey.key}x`, `Token ${bankKey.key}`, `Bearer ${unknown}`]) {
      const response = await app.inject({ method: 'GET', url: apiPaths.v1.leads, headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: expect.stringMatching(/^Clave de API inválida o revocada/) });
    }
  });

  it("a deactivated institution's key gets 401, and works again once the operator reactivates it", async () => {
    const paused = await createStaff(built, 'Banco Pausado');
    const { key } = await createApiKey(app, paused, 'Pausada');
    const admin = await createAdmin(built);
    const active = (value: boolean) => as(admin).put(apiPaths.admin.institutionActive(paused.institution.id), { active: value });
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    expect((await active(false)).statusCode).toBe(200);
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(401);
    expect((await active(true)).statusCode).toBe(200);
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(200);
  });
});

describe('what a key reads', () => {
  it('lists leads with the dashboard’s answers, contact data only on the lead this institution unlocked', async () => {
    const response = await api.get(apiPaths.v1.leads);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json() as { items: V1Lead[]; nextCursor: string | null };
    expect(nextCursor).toBeNull();
    const byId = new Map(items.map((lead) => [lead.id, lead]));
    expect(byId.get(unlockedLead)).toMatchObject({
      state: 'unlocked',
      nombre: 'Lucía Integrada',
      correo: 'lucia.integrada@example.com',
      contactPreferences: { channels: ['email'], callFromHour: 10, callToHour: 18 },
    });
    expect(byId.get(declinedLead)).toMatchObject({ state: 'rejected', nombre: null, correo: null, movil: null, contactPreferences: null });
    expect(byId.get(untouchedLead)).toMatchObject({ state: 'none', nombre: null });
    // The dashboard's internal fields stay out of the API's answer.
    expect(Object.keys(items[0]!)).not.toContain('variantTested');
    expect(Object.keys(items[0]!)).not.toContain('requestPurchaseId');
    const dashboard = (await as(bank).get(apiPaths.bankLeads)).json() as Array<{ id: string; state: string }>;
    expect(items.map((lead) => [lead.id, lead.state])).toEqual(dashboard.map((lead) => [lead.id, lead.state]));
  });

  it("another institution's key sees none of ours: no contact data, no requests, no contacts", async () => {
    const leads = (await rivalApi.get(apiPaths.v1.leads)).json() as { items: V1Lead[] };
    expect(leads.items.every((lead) => lead.nombre === null && lead.state === 'none')).toBe(true);
    const one = await rivalApi.get(apiPaths.v1.lead(unlockedLead));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ nombre: null, correo: null, movil: null, unlocked: false, connectionRequestId: null });
    expect((await rivalApi.get(apiPaths.v1.connectionRequests)).json()).toEqual({ items: [] });
    expect((await rivalApi.get(apiPaths.v1.contacts)).json()).toEqual({ items: [], nextCursor: null });
    for (const url of [apiPaths.v1.leads, apiPaths.v1.connectionRequests, apiPaths.v1.contacts, apiPaths.v1.lead(unlockedLead)]) {
      expect((await rivalApi.get(url)).body, url).not.toMatch(/Lucía|lucia\.integrada|Mario|Nora/);
    }
  });

  it('pages leads with the same cursor and filters as the dashboard; a bad filter or cursor is a Spanish 400', async () => {
    const first = (await api.get(`${apiPaths.v1.leads}?limit=2`)).json() as { items: V1Lead[]; nextCursor: string };
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await api.get(`${apiPaths.v1.leads}?limit=2&cursor=${first.nextCursor}`)).json() as {
      items: V1Lead[];
      nextCursor: null;
    };
    expect(second.items.map((lead) => lead.id)).not.toContain(first.items[0]!.id);
    expect([...first.items, ...second.items].map((lead) => lead.id).sort()).toEqual([unlockedLead, declinedLead, untouchedLead].sort());
    expect(second.nextCursor).toBeNull();
    const ponce = (await api.get(`${apiPaths.v1.leads}?municipio=Ponce`)).json() as { items: V1Lead[] };
    expect(ponce.items.map((lead) => lead.id)).toEqual([declinedLead]);
    const unlocked = (await api.get(`${apiPaths.v1.leads}?status=unlocked`)).json() as { items: V1Lead[] };
    expect(unlocked.items.map((lead) => lead.id)).toEqual([unlockedLead]);
    for (const query of ['?status=todos', '?limit=500', '?cursor=basura', '?minBudget=9&maxBudget=1']) {
      const response = await api.get(`${apiPaths.v1.leads}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/[a-zá-ú]/);
    }
  });

  it('one lead, or a 404 for an unknown one', async () => {
    expect((await api.get(apiPaths.v1.lead(unlockedLead))).json()).toMatchObject({
      id: unlockedLead,
      correo: 'lucia.integrada@example.com',
    });
    const missing = await api.get(apiPaths.v1.lead('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(expect.any(String));
    expect((await api.get(apiPaths.v1.lead('no-es-un-id'))).statusCode).toBe(404);
  });

  it('connection requests with their states', async () => {
    const { items } = (await api.get(apiPaths.v1.connectionRequests)).json() as { items: V1ConnectionRequest[] };
    const byLead = new Map(items.map((request) => [request.leadId, request]));
    expect(items).toHaveLength(2);
    expect(byLead.get(unlockedLead)).toMatchObject({ status: 'accepted', state: 'unlocked', paid: true, revokedAt: null });
    expect(byLead.get(unlockedLead)!.unlockedAt).toEqual(expect.any(String));
    expect(byLead.get(declinedLead)).toMatchObject({ status: 'rejected', state: 'rejected', paid: true, unlockedAt: null });
    expect(byLead.get(declinedLead)!.respondedAt).toEqual(expect.any(String));
  });

  it('contacts: the unlocked buyers with their contact preferences (promise.api.test.ts: none once consent is revoked)', async () => {
    const { items } = (await api.get(apiPaths.v1.contacts)).json() as { items: V1Contact[] };
    expect(items).toEqual([
      {
        leadId: unlockedLead,
        municipio: 'Caguas',
        precioMeta: expect.any(String),
        createdAt: expect.any(String),
        nombre: 'Lucía Integrada',
        correo: 'lucia.integrada@example.com',
        movil: expect.any(String),
        contactPreferences: { channels: ['email'], callFromHour: 10, callToHour: 18 },
      },
    ]);
  });

  it('audits every contact read like a signed-in one, naming the key and its creator', async () => {
    const a = schema.contactAccessAudit;
    await db.delete(a);
    await api.get(apiPaths.v1.leads);
    await api.get(apiPaths.v1.lead(unlockedLead));
    await api.get(apiPaths.v1.contacts);
    await api.get(apiPaths.v1.lead(untouchedLead));
    await as(bank).get(apiPaths.bankLead(unlockedLead));
    const rows = await db.select().from(a).orderBy(a.servedAt);
    const staffId = (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email)))[0]!.id;
    // The contacts list is a repeat list view through the same key, covered by the first row
    // (docs/decisions/0118-audit-coalesces-repeat-views.md); the signed-in read has no key, so it is a view of its own.
    expect(rows.map((row) => [row.endpoint, row.leadId, row.apiKeyId, row.staffUserId])).toEqual([
      ['list', unlockedLead, bankKey.id, staffId],
      ['lead', unlockedLead, bankKey.id, staffId],
      ['lead', unlockedLead, null, staffId],
    ]);
  });
});

describe('the OpenAPI document and the reference page', () => {
  it('lists the v1 calls, with the bearer scheme, and nothing else of the app', async () => {
    const response = await built.anonymous.get(apiPaths.v1.openApi);
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
      security: unknown[];
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/v1/connection-requests',
      '/api/v1/contacts',
      '/api/v1/leads',
      '/api/v1/leads/{id}',
      '/api/v1/leads/{id}/documents',
      '/api/v1/leads/{id}/documents/{docId}/file',
    ]);
    expect(Object.values(doc.components.securitySchemes)).toEqual([expect.objectContaining({ type: 'http', scheme: 'bearer' })]);
    expect(doc.security).toHaveLength(1);
    // Generated from the same zod schemas the answers are written with.
    const lead = JSON.stringify(doc.paths['/api/v1/leads/{id}']!.get!.responses['200']);
    for (const field of ['nombre', 'correo', 'movil', 'contactPreferences', 'state']) expect(lead).toContain(`"${field}"`);
    expect(lead).not.toContain('variantTested');
  });

  it('serves the reference page and its files from this server, under the site’s script policy', async () => {
    const page = await built.anonymous.get(apiPaths.v1.reference);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const src of page.body.match(/(?:src|href)="\/api\/[^"]+"/g)!.map((attr) => attr.slice(attr.indexOf('"') + 1, -1))) {
      const asset = await built.anonymous.get(src);
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length, src).toBeGreaterThan(10);
    }
    expect((await built.anonymous.get(`${apiPaths.v1.reference}/package.json`)).statusCode).toBe(404);
    expect((await built.anonymous.get(`${apiPaths.v1.reference}/..%2Fpackage.json`)).statusCode).toBe(404);
  });
});
