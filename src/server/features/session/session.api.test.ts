import { describe, expect, it } from 'vitest';
import { cookieFrom, setupTestApp, signIn, signUpBuyer, uniqueEmail } from '../../../test/app';
import { demoBuyer } from '../../db/demo-accounts';

const { app, as, anonymous } = await setupTestApp();

describe('buyer sign-up and sign-in', () => {
  it('refuses a sign-up name with a control character or of one letter with a Spanish 400, creating no account', async () => {
    for (const name of ['Ana\u0000Rivera', 'A']) {
      const email = uniqueEmail('nul');
      const response = await anonymous.post('/api/auth/sign-up/email', { name, email, password: 'contraseña-segura' });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().issues[0].path).toEqual(['name']);
      expect((await signIn(app, { email, password: 'contraseña-segura' })).statusCode).toBe(401);
    }
  });

  it('creates an account, keeps the session in a cookie, and answers /api/auth/user with the spec fields', async () => {
    const { email, cookie } = await signUpBuyer(app, 'José Luis Ortiz');
    expect(cookie).toMatch(/session_token=/);

    const response = await as({ cookie }).get('/api/auth/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      firstName: 'José',
      name: 'José Luis Ortiz',
      username: email.split('@')[0],
      role: 'buyer',
    });
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const response = await anonymous.post('/api/auth/sign-up/email', {
      name: 'Carla Díaz',
      email: uniqueEmail(),
      password: 'contraseña-segura',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('signs in the demo buyer with the README credentials', async () => {
    const response = await signIn(app, demoBuyer);
    expect(response.statusCode).toBe(200);
    const me = await as({ cookie: cookieFrom(response) }).get('/api/auth/user');
    expect(me.json()).toMatchObject({ email: demoBuyer.email, firstName: 'Ana', emailVerified: true });
  });

  it('refuses a wrong password and does not set a session', async () => {
    const { email } = await signUpBuyer(app);
    const response = await signIn(app, { email, password: 'incorrecta-123' });
    expect(response.statusCode).toBe(401);
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;]+/);
  });

  it('refuses a second account with the same e-mail', async () => {
    const { email } = await signUpBuyer(app);
    const response = await anonymous.post('/api/auth/sign-up/email', { name: 'Otra', email, password: 'contraseña-segura' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('never lets a sign-up choose its own role', async () => {
    const email = uniqueEmail();
    const response = await anonymous.post('/api/auth/sign-up/email', {
      name: 'Intrusa',
      email,
      password: 'contraseña-segura',
      role: 'admin',
    });
    if (response.statusCode === 200) {
      const me = await as({ cookie: cookieFrom(response) }).get('/api/auth/user');
      expect(me.json()).toMatchObject({ role: 'buyer' });
    } else {
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 401 to /api/auth/user when signed out', async () => {
    const response = await anonymous.get('/api/auth/user');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/iniciar sesión/);
  });
});

describe('/api/login and /api/logout', () => {
  it('sends the visitor to the sign-in page, remembering where they were going', async () => {
    const response = await anonymous.get('/api/login?returnTo=%2Fcalculator');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?returnTo=%2Fcalculator');
  });

  it('never redirects to another site', async () => {
    const response = await anonymous.get('/api/login?returnTo=https%3A%2F%2Fevil.example');
    expect(response.headers.location).toBe('/login?returnTo=%2Fdashboard');
  });

  it('signs out, ends the session on the server and redirects to /', async () => {
    const { cookie } = await signUpBuyer(app);
    const response = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    // The old cookie no longer works, even if a client kept it.
    const me = await as({ cookie }).get('/api/auth/user');
    expect(me.statusCode).toBe(401);
  });

  it('ignores a sign-out triggered from another site', async () => {
    const { cookie } = await signUpBuyer(app);
    const response = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(302);
    const me = await as({ cookie }).get('/api/auth/user');
    expect(me.statusCode).toBe(200);
  });
});
