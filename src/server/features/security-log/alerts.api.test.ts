// Alerts to the operators (docs/security.md#security-log-and-alerts): each fires on a scripted burst, once per cause
// and window, in the console and by e-mail to every active operator; each stays quiet on normal use.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SecurityAlertList } from '../../../shared/schemas/security';
import { createAdmin, createStaff, institutionSignIn, setupTestApp, signIn, signUpBuyer, testConfig } from '../../../test/app';
import { createApiKey, withKey } from '../../../test/api-keys';
import { schema } from '../../db/client';
import { checkAlerts } from './service';

// Lower limits than the defaults, so the bursts stay small; `settings` is the same configuration, for the checker.
const limits = { ALERT_FAILED_SIGN_INS: '5', ALERT_CONTACT_READS_PER_HOUR: '50', ALERT_CONTACT_READS_FACTOR: '3' };
const built = await setupTestApp(limits);
const settings = testConfig(limits);
const { app, as } = built;
const { db } = built.database;

const admin = await createAdmin(built);
const otherOperator = await createAdmin(built);
const bank = await createStaff(built, 'Banco Observado');
const bankStaffId = (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email)))[0]!.id;

const alerts = async () => ((await as(admin).get('/api/admin/alerts')).json() as SecurityAlertList).items;
/** Every active operator, the demo one included. */
const operatorEmails = async () =>
  (
    await db
      .select({ email: schema.user.email })
      .from(schema.user)
      .where(sql`role = 'admin' and active`)
  )
    .map((row) => row.email)
    .sort();
const alertMails = () => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.kind, 'security-alert'));

beforeEach(async () => {
  await db.delete(schema.securityAlerts);
  await db.delete(schema.emailOutbox);
  await db.delete(schema.securityEvents);
  await db.delete(schema.contactAccessAudit);
});

describe('many failed sign-ins on one account', () => {
  it('a few wrong passwords, then the right one, raise nothing', async () => {
    const buyer = await signUpBuyer(app);
    for (let i = 0; i < 4; i++) await signIn(app, { email: buyer.email, password: `equivocada-${i}-clave` });
    expect((await signIn(app, { email: buyer.email, password: 'contraseña-segura' })).statusCode).toBe(200);
    expect(await alerts()).toEqual([]);
    expect(await alertMails()).toEqual([]);
  });

  it('ALERT_FAILED_SIGN_INS failures in 15 minutes raise one alert, mailed to each active operator, not one per guess', async () => {
    for (let i = 0; i < 12; i++) {
      await institutionSignIn(app, { email: bank.email, password: `adivinanza-${i}-clave`, institutionName: bank.institution.name });
    }
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      kind: 'failed_sign_ins',
      account: { id: bankStaffId, role: 'institution', email: bank.email },
      institution: { id: bank.institution.id, name: 'Banco Observado' },
      detail: { failures: 5, minutes: 15 },
      acknowledgedAt: null,
    });
    const mails = await alertMails();
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(await operatorEmails());
    expect(mails.map((mail) => mail.toAddress)).toEqual(expect.arrayContaining([admin.email, otherOperator.email]));
    expect(mails[0]!.subject).toBe('Alerta de seguridad: Muchos inicios de sesión fallidos — Casa Joven PR');
    expect(mails[0]!.textBody).toContain(`5 inicios de sesión fallidos en 15 minutos en la cuenta ${bank.email}`);
    expect(mails[0]!.textBody).toContain('/admin/seguridad');
  });

  it("a buyer's account is named by role only, in the console and the e-mail", async () => {
    const buyer = await signUpBuyer(app);
    for (let i = 0; i < 5; i++) await signIn(app, { email: buyer.email, password: `equivocada-${i}-clave` });
    const [alert] = await alerts();
    expect(alert?.account).toEqual({ id: buyer.id, role: 'buyer', email: null });
    const mails = await alertMails();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.textBody + mail.htmlBody).join()).not.toContain(buyer.email);
  });

  it('unknown e-mails raise nothing (there is no account to protect)', async () => {
    for (let i = 0; i < 8; i++) await signIn(app, { email: 'nadie-existe@example.com', password: `clave-${i}-probada` });
    expect(await alerts()).toEqual([]);
  });
});

describe('contacts read far beyond the usual', () => {
  const leadIds = Array.from({ length: 120 }, () => crypto.randomUUID());
  const now = new Date('2026-11-27T15:40:00Z');
  /** `count` audit rows for the bank at `at` (as the list, the export and the API write them). */
  async function reads(count: number, at: Date, endpoint: 'list' | 'csv' = 'list') {
    await db
      .insert(schema.contactAccessAudit)
      .values(
        leadIds
          .slice(0, count)
          .map((leadId) => ({ institutionId: bank.institution.id, staffUserId: bankStaffId, leadId, endpoint, servedAt: at })),
      );
  }
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it('a normal day, near its usual busiest hour, raises nothing', async () => {
    for (const day of [1, 2, 5, 9]) await reads(18, hoursAgo(24 * day));
    await reads(30, now);
    expect(await checkAlerts(db, settings, now)).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  it('over ALERT_CONTACT_READS_FACTOR × its 30-day hourly high raises one alert per institution and hour', async () => {
    await reads(10, hoursAgo(48));
    await reads(5, hoursAgo(24 * 31)); // older than 30 days: not part of the usual
    await reads(35, new Date(now.getTime() - 10 * 60_000), 'csv');
    expect(await checkAlerts(db, settings, now)).toBe(1);
    expect(await checkAlerts(db, settings, new Date(now.getTime() + 60_000))).toBe(0);
    const [alert] = await alerts();
    expect(alert).toMatchObject({
      kind: 'bulk_contact_reads',
      institution: { id: bank.institution.id },
      detail: { count: 35, usualHigh: 10, hour: '2026-11-27T15:00Z' },
    });
    expect(await alertMails()).toHaveLength((await operatorEmails()).length);
  });

  it('over ALERT_CONTACT_READS_PER_HOUR in an hour raises one even with no history', async () => {
    await reads(60, hoursAgo(0.5));
    expect(await checkAlerts(db, settings, now)).toBe(1);
    expect((await alerts())[0]).toMatchObject({ kind: 'bulk_contact_reads', detail: { count: 60, usualHigh: 0 } });
  });

  it('a small institution growing from 2 to 7 contacts an hour raises nothing (the factor has a floor)', async () => {
    await reads(2, hoursAgo(30));
    await reads(7, now);
    expect(await checkAlerts(db, settings, now)).toBe(0);
  });
});

describe('a new API key used from a new address', () => {
  it('the same integration host all along raises nothing; a second host within 7 days raises one, once', async () => {
    const { key, id } = await createApiKey(app, bank, 'CRM nuevo');
    const api = withKey(app, key);
    for (let i = 0; i < 3; i++) expect((await api.get('/api/v1/leads', '203.0.113.10')).statusCode).toBe(200);
    expect(await alerts()).toEqual([]);
    for (let i = 0; i < 2; i++) expect((await api.get('/api/v1/leads', '198.51.100.77')).statusCode).toBe(200);
    const raised = await alerts();
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      kind: 'new_key_address',
      apiKey: { id, name: 'CRM nuevo' },
      institution: { id: bank.institution.id },
      detail: { address: '198.51.100.77' },
    });
    const addresses = await db.select().from(schema.apiKeyAddresses).where(eq(schema.apiKeyAddresses.apiKeyId, id));
    expect(addresses.map((row) => row.address).sort()).toEqual(['198.51.100.77', '203.0.113.10']);
  });

  it('a key older than 7 days used from a new address raises nothing', async () => {
    const { key, id } = await createApiKey(app, bank, 'CRM viejo');
    await db.execute(sql`update api_keys set created_at = now() - interval '8 days' where id = ${id}`);
    const api = withKey(app, key);
    await api.get('/api/v1/leads', '203.0.113.20');
    await api.get('/api/v1/leads', '198.51.100.20');
    expect(await alerts()).toEqual([]);
  });
});

describe('the console', () => {
  it('lists unreviewed alerts first; "Marcar como revisada" records who and when, once', async () => {
    const buyer = await signUpBuyer(app);
    for (let i = 0; i < 5; i++) await signIn(app, { email: buyer.email, password: `equivocada-${i}-clave` });
    for (let i = 0; i < 5; i++) {
      await institutionSignIn(app, { email: bank.email, password: `adivinanza-${i}-clave`, institutionName: bank.institution.name });
    }
    const [newest, older] = await alerts();
    expect(newest?.account?.id).toBe(bankStaffId);
    const reviewed = await as(admin).post(`/api/admin/alerts/${newest!.id}/acknowledge`);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ id: newest!.id, acknowledgedBy: admin.email });
    const again = await as(otherOperator).post(`/api/admin/alerts/${newest!.id}/acknowledge`);
    expect(again.json()).toMatchObject({
      acknowledgedBy: admin.email,
      acknowledgedAt: (reviewed.json() as { acknowledgedAt: string }).acknowledgedAt,
    });
    expect((await alerts()).map((alert) => alert.id)).toEqual([older!.id, newest!.id]);
  });

  it('an unknown or malformed alert id is a Spanish 404; only operators may look', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id']) {
      const response = await as(admin).post(`/api/admin/alerts/${id}/acknowledge`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'No encontramos esa alerta.' });
    }
    expect((await as(bank).get('/api/admin/alerts')).statusCode).toBe(403);
  });
});
