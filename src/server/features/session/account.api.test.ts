// The /cuenta screen's calls, through our bridge to better-auth: name, password, sessions.
import { describe, expect, it } from 'vitest';
import { errorCopy } from '../../../shared/copy/errors';
import { cookieFrom, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';

const built = await setupTestApp();
const { app } = built;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const signIn = async (email: string, password: string) =>
  cookieFrom(await app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } }));
const isSignedIn = async (cookie: string) => (await call('GET', '/api/auth/user', cookie)).statusCode === 200;

describe('/cuenta through better-auth', () => {
  it('changes the name', async () => {
    const buyer = await signUpBuyer(app, 'Ana Antes');
    const response = await call('POST', '/api/auth/update-user', buyer.cookie, { name: 'Ana Después' });
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', buyer.cookie)).json()).toMatchObject({ name: 'Ana Después', firstName: 'Ana' });
  });

  it('never lets update-user change the role, institution or e-mail', async () => {
    const buyer = await signUpBuyer(app);
    for (const payload of [{ role: 'admin' }, { institutionId: 'x' }, { email: 'otra@example.com' }, { emailVerified: false }]) {
      const response = await call('POST', '/api/auth/update-user', buyer.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
    }
    expect((await call('GET', '/api/auth/user', buyer.cookie)).json()).toMatchObject({ role: 'buyer', email: buyer.email, emailVerified: true });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const buyer = await signUpBuyer(app);
    const other = await signIn(buyer.email, 'contraseña-segura');
    const response = await call('POST', '/api/auth/change-password', buyer.cookie, {
      currentPassword: 'contraseña-segura',
      newPassword: 'otra-clave-nueva',
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(200);
    const current = cookieFrom(response) || buyer.cookie;
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect(await signIn(buyer.email, 'otra-clave-nueva')).toMatch(/session_token=/);
  });

  it('lists the sessions, ends one, then all the others', async () => {
    const buyer = await signUpBuyer(app);
    const second = await signIn(buyer.email, 'contraseña-segura');
    const third = await signIn(buyer.email, 'contraseña-segura');
    const sessions = (await call('GET', '/api/auth/list-sessions', buyer.cookie)).json() as Array<{ token: string; userAgent: string | null }>;
    expect(sessions).toHaveLength(3);

    const secondToken = decodeURIComponent(second.match(/session_token=([^;.]+)/)![1]!);
    expect((await call('POST', '/api/auth/revoke-session', buyer.cookie, { token: secondToken })).statusCode).toBe(200);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(true);

    expect((await call('POST', '/api/auth/revoke-other-sessions', buyer.cookie, {})).statusCode).toBe(200);
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(buyer.cookie)).toBe(true);
  });

  it('tells staff their institution', async () => {
    const staff = await createStaff(built, 'Banco Cuenta');
    expect((await call('GET', '/api/auth/user', staff.cookie)).json()).toMatchObject({ role: 'institution', institution: { name: 'Banco Cuenta' } });
  });

  it('refuses a too-short new password in Spanish', async () => {
    const buyer = await signUpBuyer(app);
    const response = await call('POST', '/api/auth/change-password', buyer.cookie, { currentPassword: 'contraseña-segura', newPassword: 'corta' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errorCopy.passwordTooShort });
  });
});
