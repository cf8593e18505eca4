// Every failed sign-in answers the same, and no better-auth English message or code reaches an API caller.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCopy } from '../../../shared/copy/errors';
import { schema } from '../../db/client';
import { createAdmin, createStaff, institutionSignIn, setupTestApp, signIn, signUpBuyer, uniqueEmail } from '../../../test/app';

const built = await setupTestApp();
const { app, as, anonymous } = built;

/** Only `{message}` (and our `issues` where a rule of ours refused the body), in Spanish: no better-auth code, no English text. */
function expectSpanishOnly(response: { json: () => unknown; body: string }) {
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).filter((key) => key !== 'issues')).toEqual(['message']);
  expect(body.message).toEqual(expect.any(String));
  expect(response.body).not.toMatch(/\b(invalid|user|password|token|email or|already|not found|failed|session)\b/i);
  expect(response.body).not.toMatch(/[A-Z]{3,}_[A-Z_]+/);
}

describe('buyer sign-in failures', () => {
  it('answers every cause with the same 401 and Spanish message', async () => {
    const buyer = await signUpBuyer(app);
    const staff = await createStaff(built);
    const admin = await createAdmin(built);
    await built.database.db.update(schema.user).set({ active: false }).where(eq(schema.user.email, admin.email));

    const answers = [
      await signIn(app, { email: uniqueEmail('nadie'), password: 'contraseña-segura' }), // unknown e-mail
      await signIn(app, { email: buyer.email, password: 'incorrecta-123' }), // wrong password
      await signIn(app, { email: staff.email, password: staff.password }), // staff, right password, wrong door
      await signIn(app, { email: admin.email, password: 'clave-de-operador-1' }), // deactivated account, right password
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: errorCopy.signInFailed });
      expect(String(answer.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]+/);
    }
  });
});

describe('institution sign-in failures', () => {
  it('answers every cause with the same 401 and Spanish message', async () => {
    const staff = await createStaff(built);
    const gone = await createStaff(built);
    await built.database.db.update(schema.user).set({ active: false }).where(eq(schema.user.email, gone.email));
    const buyer = await signUpBuyer(app);
    const login = (email: string, password: string, institutionName: string) =>
      institutionSignIn(app, { email, password, institutionName });

    const answers = [
      await login(uniqueEmail('nadie'), staff.password, staff.institution.name), // unknown e-mail
      await login(staff.email, 'otra-clave-123', staff.institution.name), // wrong password
      await login(staff.email, staff.password, gone.institution.name), // another institution
      await login(gone.email, gone.password, gone.institution.name), // deactivated login, right password
      await login(buyer.email, 'contraseña-segura', staff.institution.name), // a buyer, right password
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: errorCopy.institutionCredentials });
    }
  });
});

describe('better-auth errors in Spanish', () => {
  it('offers sign-in and password reset when the e-mail already has an account', async () => {
    const buyer = await signUpBuyer(app);
    const response = await anonymous.post('/api/auth/sign-up/email', {
      name: 'Otra Persona',
      email: buyer.email,
      password: 'contraseña-segura',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: errorCopy.emailTaken });
    expect(errorCopy.emailTaken).toMatch(/inicia sesión/i);
    expect(errorCopy.emailTaken).toMatch(/restabl[eé]c/i);
  });

  it.each([
    ['a too-short sign-up password', '/api/auth/sign-up/email', { name: 'Ana', email: 'corta@example.com', password: 'corta' }],
    ['a malformed e-mail', '/api/auth/sign-up/email', { name: 'Ana', email: 'no-es-email', password: 'contraseña-segura' }],
    ['a missing body field', '/api/auth/sign-in/email', { email: 'ana@example.com' }],
    ['a bad reset token', '/api/auth/reset-password', { token: 'nada', newPassword: 'contraseña-nueva' }],
    ['a reset request without e-mail', '/api/auth/request-password-reset', {}],
    ['a wrong verification resend', '/api/auth/send-verification-email', { email: 'no-es-email' }],
  ])('answers %s with a Spanish 4xx', async (_case, url, payload) => {
    const response = await anonymous.post(url, payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectSpanishOnly(response);
  });

  it('answers a bad verification link (without a landing page) in Spanish', async () => {
    const response = await anonymous.get('/api/auth/verify-email?token=falso');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: errorCopy.verificationLinkInvalid });
  });

  it("sends better-auth's English error page to the sign-in screen, with the code for it to explain", async () => {
    const response = await anonymous.get('/api/auth/reset-password/falso?callbackURL=');
    expect(response.statusCode).toBe(302);
    const error = await anonymous.get(String(response.headers.location).replace('http://localhost:3000', ''));
    expect(error.statusCode).toBe(302);
    expect(error.headers.location).toBe('/login?error=INVALID_TOKEN');
  });

  it('answers an unknown /api/auth path in Spanish', async () => {
    const response = await anonymous.get('/api/auth/no-existe');
    expect(response.statusCode).toBe(404);
    expectSpanishOnly(response);
  });

  it('answers signed-out account calls with the Spanish sign-in message', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/revoke-other-sessions', {}],
      ['POST', '/api/auth/revoke-session', { token: 'x' }],
      ['POST', '/api/auth/change-password', { currentPassword: 'contraseña-segura', newPassword: 'otra-clave-nueva' }],
      ['POST', '/api/auth/update-user', { name: 'Otro Nombre' }],
    ] as const) {
      const response = method === 'GET' ? await anonymous.get(url) : await anonymous.post(url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: errorCopy.unauthorized });
    }
  });

  it('answers a wrong current password on change-password in Spanish', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/auth/change-password', {
      currentPassword: 'no-es-esta-1',
      newPassword: 'otra-clave-nueva',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: errorCopy.wrongCurrentPassword });
  });

  it('answers the reset request in Spanish', async () => {
    const response = await anonymous.post('/api/auth/request-password-reset', {
      email: uniqueEmail(),
      redirectTo: '/restablecer-contrasena',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: errorCopy.passwordResetRequested });
  });
});
