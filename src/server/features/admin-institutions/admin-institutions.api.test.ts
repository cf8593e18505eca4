// The operator's institutions (docs/decisions/0055-staff-logins-from-the-console.md): every rule over HTTP, as the console calls it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '../../../shared/copy/admin';
import { staffPasswordCopy } from '../../../shared/domain/staff-password';
import type { AdminInstitutionDetail, InstitutionPage } from '../../../shared/schemas/admin';
import {
  cookieFrom,
  createAdmin,
  createStaff,
  enrolTwoFactor,
  institutionSignIn,
  setupTestApp,
  signUpBuyer,
  staffSignInWithCode,
  uniqueEmail,
} from '../../../test/app';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;
const admin = await createAdmin(built);

const password = 'Clave-segura-2026';
const newInstitution = (name: string, staffEmail = uniqueEmail('oficial')) => ({
  name,
  kind: 'cooperative' as const,
  contactMethod: 'email' as const,
  email: 'info@coop.example.com',
  phone: '(787) 555-0110',
  website: 'https://coop.example.com',
  description: 'Cooperativa de ahorro',
  staff: { name: 'Oficial Primera', email: staffEmail, password },
});

const staffSignIn = (email: string, institutionName: string, pass = password) =>
  institutionSignIn(app, { email, password: pass, institutionName });

const institutionCount = async () => (await db.select({ id: schema.institutions.id }).from(schema.institutions)).length;
const userCount = async () => (await db.select({ id: schema.user.id }).from(schema.user)).length;

describe('creating an institution', () => {
  it('creates it with its first staff login, who can sign in on the institution form', async () => {
    const input = newInstitution('Cooperativa Consola Uno');
    const response = await as(admin).post('/api/admin/institutions', input);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminInstitutionDetail;
    expect(created).toMatchObject({
      name: 'Cooperativa Consola Uno',
      kind: 'cooperative',
      active: true,
      staffCount: 1,
      activeStaffCount: 1,
    });
    expect(created.staff).toEqual([expect.objectContaining({ email: input.staff.email, name: 'Oficial Primera', active: true })]);
    const signIn = await staffSignIn(input.staff.email, 'Cooperativa Consola Uno');
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('refuses a duplicate institution name (any case) and writes nothing', async () => {
    const [institutions, users] = [await institutionCount(), await userCount()];
    const response = await as(admin).post('/api/admin/institutions', newInstitution('cooperativa consola UNO'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: adminCopy.duplicateInstitution });
    expect([await institutionCount(), await userCount()]).toEqual([institutions, users]);
  });

  it('refuses an e-mail that already has an account, and leaves no half-made institution', async () => {
    const buyer = await signUpBuyer(app);
    const institutions = await institutionCount();
    const response = await as(admin).post('/api/admin/institutions', newInstitution('Banco Sin Oficial', buyer.email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: adminCopy.duplicateEmail });
    expect(await institutionCount()).toBe(institutions);
  });

  it('refuses a weak password with the shared rule, in Spanish', async () => {
    const weak = { ...newInstitution('Banco Clave Débil'), staff: { name: 'Oficial', email: uniqueEmail('oficial'), password: 'corta1' } };
    const response = await as(admin).post('/api/admin/institutions', weak);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: staffPasswordCopy.tooShort });
    const noDigits = { ...weak, staff: { ...weak.staff, password: 'sinnumerosaqui' } };
    expect((await as(admin).post('/api/admin/institutions', noDigits)).json()).toEqual({ message: staffPasswordCopy.needsMix });
    expect(await db.select().from(schema.institutions).where(eq(schema.institutions.name, 'Banco Clave Débil'))).toEqual([]);
  });

  it('answers bad fields with 400 and a Spanish message, never 500', async () => {
    const response = await as(admin).post('/api/admin/institutions', { ...newInstitution('Banco Web Mala'), website: 'no es un sitio' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ingresa un sitio web que empiece con https://');
    const badKind = await as(admin).post('/api/admin/institutions', { ...newInstitution('Banco Tipo Malo'), kind: 'casino' });
    expect(badKind.statusCode).toBe(400);
  });
});

describe('listing', () => {
  it('lists with staff counts, searches by name or staff e-mail, filters by state, and pages', async () => {
    const input = newInstitution('Hipotecaria Buscable');
    const created = (await as(admin).post('/api/admin/institutions', { ...input, kind: 'mortgage' })).json() as AdminInstitutionDetail;
    const byName = (await as(admin).get('/api/admin/institutions?q=buscable')).json() as InstitutionPage;
    expect(byName.items.map((i) => i.id)).toEqual([created.id]);
    expect(byName.items[0]).toMatchObject({ kind: 'mortgage', staffCount: 1, phone: '(787) 555-0110', email: 'info@coop.example.com' });
    const byStaff = (await as(admin).get(`/api/admin/institutions?q=${encodeURIComponent(input.staff.email)}`)).json() as InstitutionPage;
    expect(byStaff.items.map((i) => i.id)).toEqual([created.id]);
    const mortgages = (await as(admin).get('/api/admin/institutions?kind=mortgage')).json() as InstitutionPage;
    expect(mortgages.items.every((i) => i.kind === 'mortgage')).toBe(true);
    const inactive = (await as(admin).get('/api/admin/institutions?active=false')).json() as InstitutionPage;
    expect(inactive.items.every((i) => !i.active)).toBe(true);
    for (const [query, message] of [
      ['page=0', 'La página debe ser 1 o mayor'],
      ['page=1.5', 'La página debe ser un número entero'],
      ['page=99999999', 'La página debe ser 10000 o menor'],
      ['kind=casino', 'Tipo de institución desconocido'],
      ['active=quizas', 'Estado desconocido'],
    ]) {
      const response = await as(admin).get(`/api/admin/institutions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    // A search wildcard typed by the operator is a literal character.
    expect(((await as(admin).get('/api/admin/institutions?q=%25')).json() as InstitutionPage).total).toBe(0);

    for (let i = 0; i < 21; i++)
      await as(admin).post('/api/admin/institutions', newInstitution(`Banco Paginado ${String(i).padStart(2, '0')}`));
    const first = (await as(admin).get('/api/admin/institutions?q=paginado&page=1')).json() as InstitutionPage;
    const second = (await as(admin).get('/api/admin/institutions?q=paginado&page=2')).json() as InstitutionPage;
    expect(first).toMatchObject({ total: 21, pageSize: 20, page: 1 });
    expect(first.items).toHaveLength(20);
    expect(second.items.map((i) => i.name)).toEqual(['Banco Paginado 20']);
  });
});

describe('editing and staff logins', () => {
  it('edits phone, website and description only', async () => {
    const created = (await as(admin).post('/api/admin/institutions', newInstitution('Banco Editable'))).json() as AdminInstitutionDetail;
    const response = await as(admin).patch(`/api/admin/institutions/${created.id}`, {
      phone: '(939) 555-0000',
      website: 'https://nuevo.example.com',
      description: 'Nueva descripción',
      name: 'Otro nombre',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Banco Editable',
      phone: '(939) 555-0000',
      website: 'https://nuevo.example.com',
      description: 'Nueva descripción',
    });
  });

  it('adds a staff login, refuses a duplicate e-mail, deactivates and reactivates it', async () => {
    const created = (
      await as(admin).post('/api/admin/institutions', newInstitution('Banco Con Personal'))
    ).json() as AdminInstitutionDetail;
    const email = uniqueEmail('segunda');
    const added = await as(admin).post(`/api/admin/institutions/${created.id}/staff`, { name: 'Oficial Segunda', email, password });
    expect(added.statusCode, added.body).toBe(201);
    const detail = added.json() as AdminInstitutionDetail;
    expect(detail.staffCount).toBe(2);
    const duplicate = await as(admin).post(`/api/admin/institutions/${created.id}/staff`, { name: 'Otra', email, password });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: adminCopy.duplicateEmail });

    const signedIn = await staffSignIn(email, 'Banco Con Personal');
    const staff = { cookie: (await enrolTwoFactor(app, cookieFrom(signedIn), password)).cookie };
    expect((await as(staff).get('/api/leads-for-banks')).statusCode).toBe(200);

    const staffId = detail.staff.find((s) => s.email === email)!.id;
    const off = await as(admin).put(`/api/admin/staff/${staffId}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect((off.json() as AdminInstitutionDetail).activeStaffCount).toBe(1);
    // Its open session ended at once, and it cannot sign in again.
    expect(await db.select().from(schema.session).where(eq(schema.session.userId, staffId))).toEqual([]);
    expect((await as(staff).get('/api/leads-for-banks')).statusCode).toBe(401);
    expect((await staffSignIn(email, 'Banco Con Personal')).statusCode).toBe(401);

    expect((await as(admin).put(`/api/admin/staff/${staffId}/active`, { active: true })).statusCode).toBe(200);
    expect((await staffSignIn(email, 'Banco Con Personal')).json()).toMatchObject({ twoFactorRequired: true });
  });

  it('resets a staff password: the old one stops working, sessions end, weak ones are refused', async () => {
    const input = newInstitution('Banco Clave Nueva');
    const created = (await as(admin).post('/api/admin/institutions', input)).json() as AdminInstitutionDetail;
    const staffId = created.staff[0]!.id;
    const staff = { cookie: cookieFrom(await staffSignIn(input.staff.email, 'Banco Clave Nueva')) };
    const weak = await as(admin).put(`/api/admin/staff/${staffId}/password`, { password: '12345' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: staffPasswordCopy.tooShort });

    const reset = await as(admin).put(`/api/admin/staff/${staffId}/password`, { password: 'Otra-clave-2027' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await as(staff).get('/api/leads-for-banks')).statusCode).toBe(401);
    expect((await staffSignIn(input.staff.email, 'Banco Clave Nueva')).statusCode).toBe(401);
    expect((await staffSignIn(input.staff.email, 'Banco Clave Nueva', 'Otra-clave-2027')).statusCode).toBe(200);
  });

  it('finds no staff login that is not an institution staff member', async () => {
    expect((await as(admin).put(`/api/admin/staff/${(await signUpBuyer(app)).id}/active`, { active: false })).statusCode).toBe(404);
  });
});

describe('deactivating an institution', () => {
  it('ends its sessions at once, refuses its sign-in and its checkouts; reactivating lets it back in', async () => {
    const bank = await createStaff(built, 'Banco Por Desactivar');
    const buyer = await signUpBuyer(app);
    const leadId = await submitLead(app, buyer);
    await payRequest(app, bank, leadId);
    await answerRequest(app, buyer, 'Banco Por Desactivar', 'accepted');

    const response = await as(admin).put(`/api/admin/institutions/${bank.institution.id}/active`, { active: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: false });
    const staffIds = (
      await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.institutionId, bank.institution.id))
    ).map((r) => r.id);
    for (const id of staffIds) expect(await db.select().from(schema.session).where(eq(schema.session.userId, id))).toEqual([]);

    const payments = async () =>
      (await db.select().from(schema.payments).where(eq(schema.payments.institutionId, bank.institution.id))).length;
    const before = await payments();
    for (const url of [`/api/pay/unlock/${leadId}`, `/api/pay/request/${leadId}`]) {
      const checkout = await as(bank).post(url, {});
      expect(checkout.statusCode, url).toBe(401);
    }
    expect(await payments()).toBe(before);
    expect((await staffSignIn(bank.email, 'Banco Por Desactivar', bank.password)).statusCode).toBe(401);
    // Buyers no longer see it among the institutions to contact.
    const publicList = (await anonymous.get('/api/institutions')).json() as Array<{ id: string }>;
    expect(publicList.map((i) => i.id)).not.toContain(bank.institution.id);

    expect((await as(admin).put(`/api/admin/institutions/${bank.institution.id}/active`, { active: true })).statusCode).toBe(200);
    const again = {
      cookie: await staffSignInWithCode(app, { ...bank, institutionName: 'Banco Por Desactivar' }),
    };
    const checkout = await as(again).post(`/api/pay/unlock/${leadId}`, {});
    expect(checkout.statusCode, checkout.body).toBe(200);
  });

  it('answers 404 for an institution that does not exist', async () => {
    expect((await as(admin).put('/api/admin/institutions/not-a-uuid/active', { active: false })).statusCode).toBe(404);
  });
});
