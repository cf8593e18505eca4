// What the security log records (docs/security.md#security-log-and-alerts): sign-ins and failures (buyers, operators and
// staff, the code step included), password resets and changes, API keys made and revoked, webhooks changed, every CSV
// export and every page of contacts served; never a password, a buyer's contact data or an unknown e-mail in clear.
import { desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import {
  cookieFrom,
  createAdmin,
  createStaff,
  institutionSignIn,
  mailLinkPath,
  setupTestApp,
  signIn,
  signUpBuyer,
  testPublicUrl,
  uniqueEmail,
} from '../../../test/app';
import { createApiKey, withKey } from '../../../test/api-keys';
import { submitLead, unlockLead } from '../../../test/marketplace';
import { totpCode } from '../../../test/totp';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const { db } = built.database;
const e = schema.securityEvents;

const bank = await createStaff(built, 'Banco Vigilado');
const admin = await createAdmin(built);
const idOf = async (email: string) =>
  (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)))[0]!.id;
const bankStaffId = await idOf(bank.email);
const events = (type?: (typeof schema.securityEvents.$inferSelect)['type']) =>
  db
    .select()
    .from(e)
    .where(type ? eq(e.type, type) : undefined)
    .orderBy(desc(e.createdAt));

beforeEach(async () => {
  await db.delete(e);
});

describe('sign-ins', () => {
  it('a buyer signing in with the password is a sign_in by the account id', async () => {
    const buyer = await signUpBuyer(app);
    await db.delete(e);
    expect((await signIn(app, { email: buyer.email, password: 'contraseña-segura' })).statusCode).toBe(200);
    const [row] = await events();
    expect(row).toMatchObject({ type: 'sign_in', userId: buyer.id, detail: { method: 'password' } });
  });

  it('a wrong password is a sign_in_failed on the account, with no password or e-mail stored', async () => {
    const buyer = await signUpBuyer(app);
    await db.delete(e);
    expect((await signIn(app, { email: buyer.email, password: 'clave-equivocada-123' })).statusCode).toBe(401);
    const rows = await events();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'sign_in_failed', userId: buyer.id, detail: { step: 'password' } });
    expect(JSON.stringify(rows)).not.toMatch(/clave-equivocada|@example\.com/);
  });

  it('an e-mail with no account is kept only as a keyed hash, the same for the same address', async () => {
    const email = uniqueEmail('desconocida');
    await signIn(app, { email, password: 'clave-secreta-9' });
    await signIn(app, { email: email.toUpperCase(), password: 'otra-clave-secreta' });
    await signIn(app, { email: uniqueEmail('otra'), password: 'clave-secreta-9' });
    const rows = await events('sign_in_failed');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.userId === null && row.detail?.knownAccount === false)).toBe(true);
    const hashes = rows.map((row) => row.detail?.identity);
    expect(hashes.every((hash) => typeof hash === 'string' && /^[0-9a-f]{16}$/.test(hash))).toBe(true);
    expect(new Set(hashes).size).toBe(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(email.split('@')[0]);
    expect(stored).not.toContain('clave-secreta');
  });

  it('staff: the portal password then the code is one sign_in (second_factor); a wrong code and a wrong password fail', async () => {
    const login = { email: bank.email, password: bank.password, institutionName: bank.institution.name };
    const challenge = { cookie: cookieFrom(await institutionSignIn(app, login)) };
    expect(await events()).toEqual([]);
    expect((await as(challenge).post('/api/auth/two-factor/verify-totp', { code: '000000' })).statusCode).toBe(401);
    expect((await as(challenge).post('/api/auth/two-factor/verify-totp', { code: totpCode(bank.totpSecret) })).statusCode).toBe(200);
    expect((await institutionSignIn(app, { ...login, password: 'no-es-la-clave-1' })).statusCode).toBe(401);
    expect((await institutionSignIn(app, { ...login, institutionName: 'Otro Banco' })).statusCode).toBe(401);
    const rows = (await events()).reverse();
    expect(rows.map((row) => [row.type, row.userId, row.detail?.step ?? row.detail?.method])).toEqual([
      ['sign_in_failed', bankStaffId, 'code'],
      ['sign_in', bankStaffId, 'second_factor'],
      ['sign_in_failed', bankStaffId, 'password'],
      ['sign_in_failed', bankStaffId, 'password'],
    ]);
    expect(rows.every((row) => row.institutionId === bank.institution.id)).toBe(true);
  });

  it('a staff login not yet enrolled signs in on the portal alone (institution_login)', async () => {
    const fresh = await createStaff(built, 'Banco Sin Código', { enrol: false });
    const staffId = await idOf(fresh.email);
    const rows = await events('sign_in');
    expect(rows.map((row) => [row.userId, row.detail?.method])).toEqual([[staffId, 'institution_login']]);
  });

  it('enrolling a second factor is not a sign-in (second-factor.ts logs two_factor_enabled)', async () => {
    const operator = await createAdmin(built);
    const rows = (await events()).reverse();
    expect(rows.map((row) => [row.type, row.userId, row.detail?.method ?? null])).toEqual([
      ['sign_in', await idOf(operator.email), 'password'],
      ['two_factor_enabled', await idOf(operator.email), null],
    ]);
  });
});

describe('passwords', () => {
  it('a change from /cuenta is password_changed; a reset by the e-mailed link is password_reset', async () => {
    const buyer = await signUpBuyer(app);
    await db.delete(e);
    const changed = await as(buyer).post('/api/auth/change-password', {
      currentPassword: 'contraseña-segura',
      newPassword: 'clave-nueva-segura',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(
      (await anonymous.post('/api/auth/request-password-reset', { email: buyer.email, redirectTo: '/restablecer-contrasena' })).statusCode,
    ).toBe(200);
    const landing = new URL(
      String((await anonymous.get(await mailLinkPath(db, buyer.email, 'password-reset'))).headers.location),
      testPublicUrl,
    );
    const token = landing.searchParams.get('token') ?? '';
    expect((await anonymous.post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'otra-clave-segura' })).statusCode).toBe(
      400,
    );
    expect((await anonymous.post('/api/auth/reset-password', { token, newPassword: 'otra-clave-segura' })).statusCode).toBe(200);
    const rows = (await events()).reverse();
    expect(rows.map((row) => [row.type, row.userId])).toEqual([
      ['password_changed', buyer.id],
      ['password_reset', buyer.id],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/clave-nueva|otra-clave|contraseña/);
  });

  it("an operator setting a staff member's password is a password_reset by that operator", async () => {
    const officer = await createStaff(built, 'Banco Olvidadizo');
    const officerId = await idOf(officer.email);
    const response = await as(admin).put(apiPaths.admin.staffPassword(officerId), { password: 'Clave-Nueva-Del-Banco-2026' });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await events('password_reset');
    expect(row).toMatchObject({ userId: officerId, actorUserId: await idOf(admin.email), institutionId: officer.institution.id });
  });
});

describe('keys and webhooks', () => {
  it('an API key made and revoked, in the same transaction as the change; revoking twice logs once', async () => {
    const again = await createStaff(built, 'Banco Con Clave');
    await db.delete(e);
    const { id } = await createApiKey(app, again, 'CRM');
    expect((await as(again).delete(apiPaths.apiKey(id))).statusCode).toBe(200);
    expect((await as(again).delete(apiPaths.apiKey(id))).statusCode).toBe(200);
    const rows = (await events()).reverse();
    expect(rows.map((row) => [row.type, row.detail?.apiKeyId, row.detail?.apiKeyName, row.institutionId])).toEqual([
      ['api_key_created', id, 'CRM', again.institution.id],
      ['api_key_revoked', id, 'CRM', again.institution.id],
    ]);
  });

  it('a webhook registered and disabled is webhook_changed, with its address', async () => {
    const receiver = await startWebhookReceiver();
    const created = await as(bank).post(apiPaths.webhooks, { url: receiver.url(), events: ['lead.unlocked'] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect((await as(bank).delete(apiPaths.webhook(id))).statusCode).toBe(204);
    const rows = (await events()).reverse();
    expect(rows.map((row) => [row.type, row.detail?.action, row.detail?.url, row.userId])).toEqual([
      ['webhook_changed', 'created', receiver.url(), bankStaffId],
      ['webhook_changed', 'disabled', receiver.url(), bankStaffId],
    ]);
    expect(JSON.stringify(rows)).not.toContain((created.json() as { secret: string }).secret);
  });
});

// One lead `bank` unlocked: its contact data is served on the bank's pages.
const buyer = await signUpBuyer(app, 'Lucía Vigilada');
const leadId = await submitLead(app, buyer, { nombre: 'Lucía Vigilada', correo: 'lucia.vigilada@example.com' });
await unlockLead(app, bank, buyer, leadId);

describe('exports and bulk reads', () => {
  it('every CSV an institution or operator downloads is one export, before it leaves', async () => {
    for (const [caller, url] of [
      [bank, '/api/leads-for-banks/export.csv'],
      [admin, '/api/admin/payments/export.csv'],
      [admin, '/api/admin/leads/stats.csv'],
      [admin, '/api/admin/security-events.csv'],
    ] as const) {
      const response = await as(caller).get(url);
      expect(response.statusCode, url).toBe(200);
    }
    // A refused export is not one.
    expect((await as(admin).get(apiPaths.admin.institutionConsentCsv('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const rows = (await events('export')).reverse();
    expect(rows.map((row) => [row.detail?.route, row.institutionId])).toEqual([
      ['/api/leads-for-banks/export.csv', bank.institution.id],
      ['/api/admin/payments/export.csv', null],
      ['/api/admin/leads/stats.csv', null],
      ['/api/admin/security-events.csv', null],
    ]);
    expect(rows[0]!.userId).toBe(bankStaffId);
    // The buyer's CSV of their own amortization is not an export of anyone's data.
    await as(buyer).get('/api/calculator/amortization.csv');
    expect(await events('export')).toHaveLength(4);
  });

  it('a page of contacts served is one bulk_read with the count; a repeat view within the window writes none', async () => {
    await db.delete(schema.contactAccessAudit);
    expect((await as(bank).get('/api/leads-for-banks')).statusCode).toBe(200);
    expect((await as(bank).get('/api/leads-for-banks')).statusCode).toBe(200);
    const rows = await events('bulk_read');
    expect(rows.map((row) => [row.userId, row.institutionId, row.detail])).toEqual([[bankStaffId, bank.institution.id, { count: 1 }]]);
    expect(JSON.stringify(rows)).not.toMatch(/Lucía|lucia\.vigilada/);
  });

  it('through an API key, the bulk_read names the key', async () => {
    await db.delete(schema.contactAccessAudit);
    const { id, key } = await createApiKey(app, bank, 'Lectora');
    await db.delete(e);
    expect((await withKey(app, key).get('/api/v1/contacts')).statusCode).toBe(200);
    const [row] = await events('bulk_read');
    expect(row?.detail).toEqual({ count: 1, viaApiKey: true, apiKeyId: id });
  });

  it('a page of locked leads only is no bulk read', async () => {
    const other = await createStaff(built, 'Banco Sin Desbloqueos');
    await db.delete(e);
    expect((await as(other).get('/api/leads-for-banks')).statusCode).toBe(200);
    expect(await events('bulk_read')).toEqual([]);
  });
});

describe('fail closed', () => {
  it('if the log cannot be written, neither the CSV nor the page of contacts leaves', async () => {
    await db.delete(schema.contactAccessAudit);
    await db.execute(sql`alter table security_events rename to security_events_away`);
    try {
      for (const url of ['/api/leads-for-banks/export.csv', '/api/leads-for-banks']) {
        const response = await as(bank).get(url);
        expect(response.statusCode, url).toBe(500);
        expect(response.body, url).not.toMatch(/Lucía|lucia\.vigilada/);
      }
    } finally {
      await db.execute(sql`alter table security_events_away rename to security_events`);
    }
    // The page's audit rows went with its log row: nothing says the contacts were served, because they were not.
    expect(await db.select().from(schema.contactAccessAudit)).toEqual([]);
  });
});
