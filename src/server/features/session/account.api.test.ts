// The /cuenta screen's calls, through our bridge to better-auth: name, password, sessions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { errorCopy } from '../../../shared/copy/errors';
import { cookieFrom, createStaff, setupTestApp, signIn, signUpBuyer } from '../../../test/app';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp();
const { app, as } = built;

/** Another session of this account, as a second device would open it. */
const signInAgain = async (email: string, password: string) => ({ cookie: cookieFrom(await signIn(app, { email, password })) });
const isSignedIn = async (caller: Caller) => (await as(caller).get('/api/auth/user')).statusCode === 200;

describe('/cuenta through better-auth', () => {
  it('changes the name', async () => {
    const buyer = await signUpBuyer(app, 'Ana Antes');
    const response = await as(buyer).post('/api/auth/update-user', { name: 'Ana Después' });
    expect(response.statusCode).toBe(200);
    expect((await as(buyer).get('/api/auth/user')).json()).toMatchObject({ name: 'Ana Después', firstName: 'Ana' });
  });

  it('refuses a name the /cuenta screen refuses, or any field but the name, with a Spanish 400 that changes nothing', async () => {
    const buyer = await signUpBuyer(app, 'Ana Intacta');
    const refusals: Array<[object, string]> = [
      [{ name: '' }, 'Ingresa tu nombre completo'],
      [{ name: '   ' }, 'Ingresa tu nombre completo'],
      [{ name: 'x'.repeat(300) }, 'El nombre es demasiado largo'],
      [{ name: {} }, errorCopy.invalidInput],
      [{}, errorCopy.invalidInput],
      [{ image: 'javascript:alert(1)' }, errorCopy.invalidInput],
      [{ name: 'Ana Nueva', image: 'javascript:alert(1)' }, errorCopy.invalidInput],
    ];
    const extra = await as(buyer).post('/api/auth/update-user', { name: 'Ana Nueva', image: 'javascript:alert(1)' });
    expect(extra.json().issues).toEqual([{ path: ['image'], message: errorCopy.invalidInput }]);
    for (const [payload, message] of refusals) {
      const response = await as(buyer).post('/api/auth/update-user', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({
        message,
        issues: expect.arrayContaining([expect.objectContaining({ message })]),
      });
    }
    const [stored] = await built.database.db.select().from(schema.user).where(eq(schema.user.id, buyer.id));
    expect(stored).toMatchObject({ name: 'Ana Intacta', image: null });
    // The name is stored as the screen's rule reads it.
    expect((await as(buyer).post('/api/auth/update-user', { name: '  Ana Nueva  ' })).statusCode).toBe(200);
    expect((await as(buyer).get('/api/auth/user')).json()).toMatchObject({ name: 'Ana Nueva' });
  });

  it('never lets update-user change the role, institution or e-mail', async () => {
    const buyer = await signUpBuyer(app);
    for (const payload of [{ role: 'admin' }, { institutionId: 'x' }, { email: 'otra@example.com' }, { emailVerified: false }]) {
      const response = await as(buyer).post('/api/auth/update-user', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(errorCopy.invalidInput);
    }
    expect((await as(buyer).get('/api/auth/user')).json()).toMatchObject({ role: 'buyer', email: buyer.email, emailVerified: true });
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const buyer = await signUpBuyer(app);
    const other = await signInAgain(buyer.email, 'contraseña-segura');
    const response = await as(buyer).post('/api/auth/change-password', {
      currentPassword: 'contraseña-segura',
      newPassword: 'otra-clave-nueva',
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(200);
    const current = { cookie: cookieFrom(response) || buyer.cookie };
    expect(await isSignedIn(current)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
    expect((await signInAgain(buyer.email, 'otra-clave-nueva')).cookie).toMatch(/session_token=/);
  });

  it('lists the sessions, ends one, then all the others', async () => {
    const buyer = await signUpBuyer(app);
    const second = await signInAgain(buyer.email, 'contraseña-segura');
    const third = await signInAgain(buyer.email, 'contraseña-segura');
    const sessions = (await as(buyer).get('/api/auth/list-sessions')).json() as Array<{ token: string; userAgent: string | null }>;
    expect(sessions).toHaveLength(3);

    const secondToken = decodeURIComponent(second.cookie.match(/session_token=([^;.]+)/)![1]!);
    expect((await as(buyer).post('/api/auth/revoke-session', { token: secondToken })).statusCode).toBe(200);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(true);

    expect((await as(buyer).post('/api/auth/revoke-other-sessions', {})).statusCode).toBe(200);
    expect(await isSignedIn(third)).toBe(false);
    expect(await isSignedIn(buyer)).toBe(true);
  });

  it('tells staff their institution', async () => {
    const staff = await createStaff(built, 'Banco Cuenta');
    expect((await as(staff).get('/api/auth/user')).json()).toMatchObject({ role: 'institution', institution: { name: 'Banco Cuenta' } });
  });

  it('refuses a too-short new password in Spanish', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/auth/change-password', { currentPassword: 'contraseña-segura', newPassword: 'corta' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errorCopy.passwordTooShort });
  });
});
