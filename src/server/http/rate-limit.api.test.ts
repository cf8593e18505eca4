import { describe, expect, it } from 'vitest';
import { cookieFrom, createStaff, institutionSignIn, setupTestApp, signUpBuyer } from '../../test/app';
import { totpCode } from '../../test/totp';

// A low credentials limit so the test reaches it quickly; the tier is the same code path as production's.
const built = await setupTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
const { app } = built;

const attempt = (url: string, payload: object, ip = '203.0.113.7') => app.inject({ method: 'POST', url, payload, remoteAddress: ip });

describe('rate limits on credentials', () => {
  it('limits institution login attempts per client with a Spanish 429', async () => {
    const body = { email: 'x@banco.example', password: 'mala-clave', institutionName: 'Banco X' };
    for (let i = 0; i < 3; i++) expect((await attempt('/api/institution/login', body)).statusCode).toBe(401);
    const limited = await attempt('/api/institution/login', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Demasiados intentos/);
    // Another client is not affected.
    expect((await attempt('/api/institution/login', body, '198.51.100.9')).statusCode).toBe(401);
  });

  it('limits buyer sign-in and sign-up attempts', async () => {
    const body = { email: 'nadie@example.com', password: 'mala-clave-123' };
    for (let i = 0; i < 3; i++) await attempt('/api/auth/sign-in/email', body, '203.0.113.50');
    expect((await attempt('/api/auth/sign-in/email', body, '203.0.113.50')).statusCode).toBe(429);
  });

  it('holds password checks of a signed-in session to the same limit, even with the right password', async () => {
    const buyer = await signUpBuyer(app);
    const verify = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/verify-password',
        payload: { password },
        headers: { cookie: buyer.cookie },
        remoteAddress: '203.0.113.60',
      });
    for (let i = 0; i < 3; i++) expect((await verify(`mala-clave-${i}`)).statusCode).toBe(400);
    const limited = await verify('contraseña-segura');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Demasiados intentos/);
  });

  it('counts second-factor codes against the same limit: the right code after three wrong ones is refused', async () => {
    const staff = await createStaff(built);
    const signedIn = await institutionSignIn(app, {
      email: staff.email,
      password: staff.password,
      institutionName: staff.institution.name,
    });
    const verify = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        payload: { code },
        headers: { cookie: cookieFrom(signedIn) },
        remoteAddress: '203.0.113.61',
      });
    for (let i = 0; i < 3; i++) expect((await verify('12345a')).statusCode).toBe(401);
    const limited = await verify(totpCode(staff.totpSecret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Demasiados intentos/);
  });
});
