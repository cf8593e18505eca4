// The contact-access audit (docs/decisions/0057-contact-access-audit.md): every response that carries a buyer's contact
// data to an institution is covered by a row per unlocked lead served, written before it is served; locked leads write
// none; if the write fails nothing is served. Repeat views within the window are covered by the first
// (docs/decisions/0118-audit-coalesces-repeat-views.md).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { repeatViewWindowMinutes, type AuditPage } from '../../../shared/schemas/admin';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { submitLead, unlockLead } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;
const a = schema.contactAccessAudit;

const bank = await createStaff(built, 'Banco Auditado');
const rival = await createStaff(built, 'Banco Curioso');
const admin = await createAdmin(built);

// Two unlocked leads and one locked lead for `bank`.
async function unlockedLead(name: string) {
  const buyer = await signUpBuyer(app, name);
  const leadId = await submitLead(app, buyer, {
    nombre: name,
    correo: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    municipio: 'Mayagüez',
  });
  const session = await unlockLead(app, bank, buyer, leadId);
  return { leadId, session };
}
const first = await unlockedLead('Rosa Audit');
const second = await unlockedLead('Pedro Audit');
const lockedLead = await submitLead(app, await signUpBuyer(app, 'Elena Bloqueada'), { municipio: 'Ponce' });
const bankStaffId = (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, bank.email)))[0]!.id;

const rows = () => db.select().from(a).orderBy(a.servedAt);
const clear = () => db.delete(a);

describe('audit rows', () => {
  it('the leads list writes one row per unlocked lead on the page, none for locked ones', async () => {
    await clear();
    const response = await as(bank).get('/api/leads-for-banks');
    expect(response.statusCode).toBe(200);
    const written = await rows();
    expect(written.map((r) => r.leadId).sort()).toEqual([first.leadId, second.leadId].sort());
    expect(written.every((r) => r.endpoint === 'list' && r.institutionId === bank.institution.id && r.staffUserId === bankStaffId)).toBe(
      true,
    );
  });

  it('a page of only locked leads writes nothing', async () => {
    await clear();
    expect((await as(bank).get('/api/leads-for-banks?municipio=Ponce')).statusCode).toBe(200);
    expect((await as(bank).get('/api/leads-for-banks?status=available')).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('another institution, which unlocked nothing, writes nothing anywhere', async () => {
    await clear();
    for (const url of [
      '/api/leads-for-banks',
      '/api/leads-for-banks/export.csv',
      `/api/lead/${first.leadId}`,
      '/api/leads-for-banks/summary',
    ]) {
      expect((await as(rival).get(url)).statusCode, url).toBe(200);
    }
    expect(await rows()).toEqual([]);
  });

  it('the single lead writes one row when unlocked and none when locked', async () => {
    await clear();
    expect((await as(bank).get(`/api/lead/${first.leadId}`)).statusCode).toBe(200);
    expect((await as(bank).get(`/api/lead/${lockedLead}`)).statusCode).toBe(200);
    expect((await rows()).map((r) => [r.leadId, r.endpoint])).toEqual([[first.leadId, 'lead']]);
  });

  it('the CSV export writes one row per unlocked lead exported, in batches', async () => {
    await clear();
    const response = await as(bank).get('/api/leads-for-banks/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Rosa Audit');
    const written = await rows();
    expect(written.map((r) => r.leadId).sort()).toEqual([first.leadId, second.leadId].sort());
    expect(new Set(written.map((r) => r.endpoint))).toEqual(new Set(['csv']));
  });

  it('the summary and the payment status, which carry no contact data, write nothing', async () => {
    await clear();
    expect((await as(bank).get('/api/leads-for-banks/summary')).statusCode).toBe(200);
    const payment = await as(bank).get(`/api/payments/${first.session}`);
    expect(payment.statusCode).toBe(200);
    expect(payment.body).not.toContain('Rosa Audit');
    expect(await rows()).toEqual([]);
  });
});

describe('repeat views (docs/decisions/0118-audit-coalesces-repeat-views.md)', () => {
  const listRows = async () => (await rows()).filter((r) => r.endpoint === 'list');
  const ageRows = (minutes: number) => db.update(a).set({ servedAt: sql`${a.servedAt} - make_interval(mins => ${minutes})` });

  it('a repeat view by the same login within the window writes no new row; after it, a new one', async () => {
    await clear();
    await as(bank).get('/api/leads-for-banks');
    await as(bank).get('/api/leads-for-banks');
    await as(bank).get('/api/leads-for-banks?status=unlocked');
    expect((await listRows()).length).toBe(2);

    await ageRows(repeatViewWindowMinutes - 1);
    await as(bank).get('/api/leads-for-banks');
    expect((await listRows()).length).toBe(2);

    await ageRows(2);
    await as(bank).get('/api/leads-for-banks');
    expect((await listRows()).length).toBe(4);
  });

  it('each endpoint keeps its own record: a list view does not cover the single lead', async () => {
    await clear();
    await as(bank).get('/api/leads-for-banks');
    await as(bank).get(`/api/lead/${first.leadId}`);
    await as(bank).get(`/api/lead/${first.leadId}`);
    expect((await rows()).map((r) => r.endpoint).sort()).toEqual(['lead', 'list', 'list']);
  });

  it('every export is recorded, however soon it follows the last', async () => {
    await clear();
    await as(bank).get('/api/leads-for-banks/export.csv');
    await as(bank).get('/api/leads-for-banks/export.csv');
    expect((await rows()).filter((r) => r.endpoint === 'csv').length).toBe(4);
  });
});

describe('fail closed', () => {
  it('serves no contact data when the audit row cannot be written', async () => {
    // Make every audit insert fail, as a full disk or a broken table would.
    await clear(); // no recent row may cover these reads (docs/decisions/0118-audit-coalesces-repeat-views.md)
    await db.execute(sql`alter table contact_access_audit add constraint audit_blocked check (false) not valid`);
    try {
      for (const url of ['/api/leads-for-banks', `/api/lead/${first.leadId}`, '/api/leads-for-banks/export.csv']) {
        const response = await as(bank).get(url);
        expect(response.body, url).not.toContain('Rosa Audit');
        expect(response.body, url).not.toContain('rosa@example.com');
      }
      // A locked lead needs no audit row, so it is still served.
      expect((await as(bank).get(`/api/lead/${lockedLead}`)).statusCode).toBe(200);
    } finally {
      await db.execute(sql`alter table contact_access_audit drop constraint audit_blocked`);
    }
  });
});

describe('the console list', () => {
  it('lists newest first, filters by institution, lead, endpoint and dates, and pages', async () => {
    await clear();
    await as(bank).get(`/api/lead/${first.leadId}`);
    await as(bank).get('/api/leads-for-banks/export.csv');
    const list = async (query = '') => (await as(admin).get(`/api/admin/audit${query}`)).json() as AuditPage;

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.items[0]!.endpoint).toBe('csv');
    expect(all.items.at(-1)).toMatchObject({
      endpoint: 'lead',
      leadId: first.leadId,
      institutionName: 'Banco Auditado',
      staffEmail: bank.email,
    });
    expect((await list(`?leadId=${first.leadId}`)).items.map((r) => r.endpoint)).toEqual(['csv', 'lead']);
    expect((await list('?endpoint=lead')).total).toBe(1);
    expect((await list(`?institutionId=${rival.institution.id}`)).total).toBe(0);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Puerto_Rico' });
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('?from=2020-01-01&to=2020-01-31')).total).toBe(0);

    const bad = await as(admin).get('/api/admin/audit?leadId=no-es-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El ID del lead no es válido');
    for (const [query, message] of [
      ['from=0000-01-01', 'La fecha debe estar entre 2000-01-01 y 2100-12-31'],
      ['to=2026-02-30', 'Fecha inválida'],
      ['from=2026-11-10&to=2026-11-01', 'La fecha inicial no puede ser posterior a la final'],
      ['page=0', 'La página debe ser 1 o mayor'],
      ['page=1.5', 'La página debe ser un número entero'],
    ]) {
      const response = await as(admin).get(`/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }

    await db.insert(a).values(
      Array.from({ length: 25 }, () => ({
        institutionId: bank.institution.id,
        staffUserId: bankStaffId,
        leadId: second.leadId,
        endpoint: 'list' as const,
      })),
    );
    const page2 = await list('?page=2');
    expect(page2).toMatchObject({ total: 28, page: 2 });
    expect(page2.items).toHaveLength(8);
  });
});
