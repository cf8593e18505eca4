// docs/product/two-factor.md: staff and operators reach buyers' data only after a second factor; buyers may add one.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { schema } from '../../db/client';
import {
  cookieFrom,
  createAdmin,
  createStaff,
  enrolTwoFactor,
  institutionSignIn,
  latestMail,
  setupTestApp,
  signIn,
  signUpBuyer,
} from '../../../test/app';
import { requestsTo } from '../../../test/requests';
import { totpCode } from '../../../test/totp';

const built = await setupTestApp();
const t = { ...built, db: built.database.db, built };

/** A staff login that has not enrolled yet, and its portal sign-in details. */
async function newStaffLogin() {
  const staff = await createStaff(t.built, `Banco 2FA ${Date.now()}`, { enrol: false });
  return { email: staff.email, password: staff.password, institutionName: staff.institution.name };
}

describe('staff and operators need a second factor', () => {
  it('a password-only staff session reads no lead and no console screen, but may ask who it is', async () => {
    const login = await newStaffLogin();
    const response = await institutionSignIn(t.app, login);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRequired: false });
    const officer = { cookie: cookieFrom(response) };
    const leads = await t.as(officer).get(apiPaths.bankLeads);
    expect(leads.statusCode).toBe(403);
    expect(leads.json().message).toMatch(/verificación en dos pasos/);
    const csv = await t.as(officer).get(apiPaths.bankLeadsCsv);
    expect(csv.statusCode).toBe(403);
    const key = await t.as(officer).post(apiPaths.apiKeys, { name: 'CRM' });
    expect(key.statusCode).toBe(403);
    const me = await t.as(officer).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'institution', twoFactorEnabled: false, secondFactorPassed: false });
  });

  it('a password-only operator session opens no console route', async () => {
    const operator = await createAdmin(t.built);
    const password = await signIn(t.app, { email: operator.email, password: operator.password });
    // Enrolled: the password alone gives no session, only the code step.
    expect(password.json()).toMatchObject({ twoFactorRedirect: true, trustDeviceOffered: false });
    const stats = await t.as({ cookie: cookieFrom(password) }).get(apiPaths.admin.leadStats);
    expect(stats.statusCode).toBe(401);
  });

  it('enrolling with the first code opens the portal, and the next sign-in asks for the code', async () => {
    const login = await newStaffLogin();
    const first = await institutionSignIn(t.app, login);
    const enrolled = await enrolTwoFactor(t.app, cookieFrom(first), login.password);
    expect(enrolled.backupCodes).toHaveLength(10);
    expect((await t.as(enrolled).get(apiPaths.bankLeads)).statusCode).toBe(200);

    const again = await institutionSignIn(t.app, login);
    expect(again.json()).toMatchObject({ twoFactorRequired: true });
    const challenge = { cookie: cookieFrom(again) };
    // The challenge cookie is not a session.
    expect((await t.as(challenge).get(apiPaths.bankLeads)).statusCode).toBe(401);
    const wrong = await t
      .as(challenge)
      .post('/api/auth/two-factor/verify-totp', { code: '000000' === totpCode(enrolled.totpSecret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/código no es correcto/);
    const right = await t.as(challenge).post('/api/auth/two-factor/verify-totp', { code: totpCode(enrolled.totpSecret) });
    expect(right.statusCode).toBe(200);
    // The session token stays in the HttpOnly cookie only.
    expect(right.json()).not.toHaveProperty('token');
    expect((await t.as({ cookie: cookieFrom(right) }).get(apiPaths.bankLeads)).statusCode).toBe(200);

    const [event] = await t.db.select().from(schema.securityEvents).where(eq(schema.securityEvents.type, 'two_factor_enabled'));
    expect(event).toBeDefined();
  });

  it('accepts a code from the previous and the next 30-second step, not from two steps away', async () => {
    const staff = await createStaff(t.built);
    const login = { email: staff.email, password: staff.password, institutionName: staff.institution.name };
    for (const [offsetMs, status] of [
      [-30_000, 200],
      [30_000, 200],
      [-90_000, 401],
      [90_000, 401],
    ] as const) {
      const challenge = { cookie: cookieFrom(await institutionSignIn(t.app, login)) };
      const answer = await t
        .as(challenge)
        .post('/api/auth/two-factor/verify-totp', { code: totpCode(staff.totpSecret, Date.now() + offsetMs) });
      expect(answer.statusCode, `code from ${offsetMs / 1000} s`).toBe(status);
    }
  });

  it('a recovery code opens one session, once, and is logged', async () => {
    const staff = await createStaff(t.built);
    const login = { email: staff.email, password: staff.password, institutionName: staff.institution.name };
    const code = staff.backupCodes[0]!;
    const first = { cookie: cookieFrom(await institutionSignIn(t.app, login)) };
    const used = await t.as(first).post('/api/auth/two-factor/verify-backup-code', { code });
    expect(used.statusCode).toBe(200);
    expect((await t.as({ cookie: cookieFrom(used) }).get(apiPaths.bankLeads)).statusCode).toBe(200);
    const second = { cookie: cookieFrom(await institutionSignIn(t.app, login)) };
    const reused = await t.as(second).post('/api/auth/two-factor/verify-backup-code', { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/código de recuperación/);
    const events = await t.db.select().from(schema.securityEvents).where(eq(schema.securityEvents.type, 'recovery_code_used'));
    expect(events.some((event) => event.userId !== null)).toBe(true);
  });

  it('staff may not trust a device nor turn the second factor off', async () => {
    const staff = await createStaff(t.built);
    const login = { email: staff.email, password: staff.password, institutionName: staff.institution.name };
    const challenge = { cookie: cookieFrom(await institutionSignIn(t.app, login)) };
    const trusted = await t.as(challenge).post('/api/auth/two-factor/verify-totp', { code: totpCode(staff.totpSecret), trustDevice: true });
    expect(trusted.statusCode).toBe(400);
    expect(trusted.json().message).toBe('Solo los compradores pueden confiar en un dispositivo.');
    const off = await t.as(staff).post('/api/auth/two-factor/disable', { password: staff.password });
    expect(off.statusCode).toBe(403);
    const [row] = await t.db.select({ on: schema.user.twoFactorEnabled }).from(schema.user).where(eq(schema.user.email, staff.email));
    expect(row?.on).toBe(true);
  });
});

describe('buyers may add a second factor', () => {
  it('a buyer enrols, is asked for the code, may trust the device for 30 days, and may turn it off', async () => {
    const buyer = await signUpBuyer(t.app);
    const password = 'contraseña-segura';
    const enrolled = await enrolTwoFactor(t.app, buyer.cookie, password);
    const challenged = await signIn(t.app, { email: buyer.email, password });
    expect(challenged.json()).toMatchObject({ twoFactorRedirect: true, trustDeviceOffered: true });
    const verified = await t.as({ cookie: cookieFrom(challenged) }).post('/api/auth/two-factor/verify-totp', {
      code: totpCode(enrolled.totpSecret),
      trustDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    const trustCookie = cookieFrom(verified)
      .split('; ')
      .find((pair) => pair.includes('trust_device'));
    expect(trustCookie).toBeDefined();
    // The trusted device signs in with the password alone.
    const trustedSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: trustCookie! },
      payload: { email: buyer.email, password },
    });
    expect(trustedSignIn.json()).not.toHaveProperty('twoFactorRedirect');
    const off = await t.as({ cookie: cookieFrom(verified) }).post('/api/auth/two-factor/disable', { password });
    expect(off.statusCode).toBe(200);
  });
});

describe('the operator resets an officer’s second factor', () => {
  it('ends the officer’s sessions, logs the reset and e-mails the officer', async () => {
    const operator = await createAdmin(t.built);
    const staff = await createStaff(t.built);
    const [user] = await t.db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, staff.email));
    const reset = await t.as(operator).post(`/api/admin/staff/${user!.id}/two-factor/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().staff.find((member: { id: string }) => member.id === user!.id)).toMatchObject({ twoFactorEnabled: false });
    expect((await t.as(staff).get(apiPaths.bankLeads)).statusCode).toBe(401);
    const [event] = await t.db.select().from(schema.securityEvents).where(eq(schema.securityEvents.type, 'two_factor_reset'));
    expect(event).toMatchObject({ userId: user!.id });
    expect(event?.actorUserId).toBeTruthy();
    const mail = await latestMail(t.db, staff.email, 'two-factor-reset');
    expect(mail.subject).toMatch(/verificación en dos pasos/);
    const again = await institutionSignIn(t.app, { email: staff.email, password: staff.password, institutionName: staff.institution.name });
    expect(again.json()).toMatchObject({ twoFactorRequired: false });
  });

  it('refuses an unknown login with a Spanish 404 and writes nothing', async () => {
    const operator = await createAdmin(t.built);
    const before = await t.db.select().from(schema.securityEvents);
    const answer = await t.as(operator).post('/api/admin/staff/no-such-user/two-factor/reset');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/[áéíóúñ]|No /);
    expect(await t.db.select().from(schema.securityEvents)).toHaveLength(before.length);
  });

  it('is not for staff or buyers', async () => {
    const staff = await createStaff(t.built);
    const buyer = await signUpBuyer(t.app);
    const [user] = await t.db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, staff.email));
    expect((await t.as(staff).post(`/api/admin/staff/${user!.id}/two-factor/reset`)).statusCode).toBe(403);
    expect((await t.as(buyer).post(`/api/admin/staff/${user!.id}/two-factor/reset`)).statusCode).toBe(403);
    expect((await requestsTo(t.app).anonymous.post(`/api/admin/staff/${user!.id}/two-factor/reset`)).statusCode).toBe(401);
  });
});
