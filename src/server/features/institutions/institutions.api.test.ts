import { describe, expect, it } from 'vitest';
import { cookieFrom, createStaff, institutionSignIn, setupTestApp, signIn } from '../../../test/app';
import { demoInstitution } from '../../db/demo-accounts';
import { schema } from '../../db/client';
import { totpCode } from '../../../test/totp';
import { eq } from 'drizzle-orm';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const login = (payload: { email: string; password: string; institutionName: string }) => institutionSignIn(app, payload);

describe('POST /api/institution/login', () => {
  it('signs the demo institution in and the session knows its institution', async () => {
    const response = await login({
      email: demoInstitution.email,
      password: demoInstitution.password,
      institutionName: demoInstitution.institutionName,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ institution: { name: demoInstitution.institutionName }, twoFactorRequired: true });
    // The demo login is enrolled: the password step gives no session, the code step does.
    expect((await as({ cookie: cookieFrom(response) }).get('/api/auth/user')).statusCode).toBe(401);
    const coded = await as({ cookie: cookieFrom(response) }).post('/api/auth/two-factor/verify-totp', {
      code: totpCode(demoInstitution.totpSecret),
    });
    const me = await as({ cookie: cookieFrom(coded) }).get('/api/auth/user');
    expect(me.json()).toMatchObject({
      role: 'institution',
      institution: { name: demoInstitution.institutionName },
      secondFactorPassed: true,
    });
  });

  it('accepts the institution name in any letter case', async () => {
    const response = await login({
      email: demoInstitution.email.toUpperCase(),
      password: demoInstitution.password,
      institutionName: '  banco de prueba casa joven ',
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { password: 'otra-clave-123' }],
    ['another institution', { institutionName: 'Banco Popular de Puerto Rico' }],
    ['an unknown e-mail', { email: 'nadie@banco-prueba.example.com' }],
  ])('refuses %s with 401 and the Spanish message, setting no cookie', async (_case, change) => {
    const response = await login({
      email: demoInstitution.email,
      password: demoInstitution.password,
      institutionName: demoInstitution.institutionName,
      ...change,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Credenciales incorrectas' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a buyer account even with the right password', async () => {
    const signUp = await anonymous.post('/api/auth/sign-up/email', {
      name: 'Compradora',
      email: 'compradora@example.com',
      password: 'contraseña-segura',
    });
    expect(signUp.statusCode).toBe(200);
    const response = await login({
      email: 'compradora@example.com',
      password: 'contraseña-segura',
      institutionName: demoInstitution.institutionName,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers missing fields with 400 and "Por favor completa todos los campos"', async () => {
    const response = await login({ email: demoInstitution.email, password: '', institutionName: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Por favor completa todos los campos');
  });

  it("keeps staff out of the buyers' sign-in endpoint", async () => {
    const response = await signIn(app, demoInstitution);
    expect(response.statusCode).toBe(401);
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;]+/);
  });

  it('ends access when the institution is deactivated', async () => {
    const staff = await createStaff(built, 'Cooperativa Temporal');
    await built.database.db.update(schema.institutions).set({ active: false }).where(eq(schema.institutions.id, staff.institution.id));
    const me = await as(staff).get('/api/auth/user');
    expect(me.statusCode).toBe(401);
    const again = await login({ email: staff.email, password: staff.password, institutionName: 'Cooperativa Temporal' });
    expect(again.statusCode).toBe(401);
  });
});
