import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer, testPublicUrl, uniqueEmail } from '../../test/app';
import { payRequest, submitLead } from '../../test/marketplace';

const built = await setupTestApp();
const { app, as, anonymous } = built;

describe('security headers', () => {
  it('sends a Content-Security-Policy that forbids plugins, base changes and framing', async () => {
    const response = await anonymous.get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('caching of API answers', () => {
  it('sends Cache-Control: no-store on every per-user API answer, errors included', async () => {
    const bank = await createStaff(built, 'Banco Sin Caché');
    const buyer = await signUpBuyer(app);
    const leadId = await submitLead(app, buyer);
    await payRequest(app, bank, leadId);
    const urls: Array<[ReturnType<typeof as>, string]> = [
      [as(bank), '/api/leads-for-banks'],
      [as(bank), '/api/leads-for-banks/summary'],
      [as(bank), '/api/leads-for-banks/export.csv'],
      [as(bank), `/api/lead/${leadId}`],
      [as(bank), '/api/lead-connection-requests'],
      [as(bank), '/api/institution/conversations'],
      [as(bank), '/api/institution/payments'],
      [as(buyer), '/api/auth/user'],
      [as(buyer), '/api/user/leads'],
      [as(buyer), '/api/user/connection-requests'],
      [as(buyer), '/api/conversations'],
      [anonymous, '/api/auth/user'],
      [anonymous, '/api/no-existe'],
    ];
    for (const [caller, url] of urls) {
      const response = await caller.get(url);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers['cache-control'], `${url} (${response.statusCode})`).toBe('no-store');
    }
  });

  it('sends a Permissions-Policy that turns off the powerful features the app never uses', async () => {
    const response = await anonymous.get('/healthz');
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(policy).toContain(feature);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from another site with 403 and a Spanish message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/institution/login',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.example', password: 'x', institutionName: 'y' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/origen no permitido/);
  });

  it('refuses a foreign Origin even without Sec-Fetch-Site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Ana', email: uniqueEmail(), password: 'contraseña-segura' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: { name: 'Ana', email: uniqueEmail(), password: 'contraseña-segura' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 in Spanish, never 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/institution/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('El cuerpo de la solicitud no es JSON válido.');
  });

  it('answers a wrong type with 400, a Spanish message and the issues', async () => {
    const response = await anonymous.post('/api/institution/login', { email: 42, password: [], institutionName: {} });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues.length).toBeGreaterThan(0);
    expect(body.message).toMatch(/[áéíóúñ]|inválid|Por favor|esperaba/i);
  });

  it('refuses a body over the size limit with 413 in Spanish', async () => {
    const response = await anonymous.post('/api/institution/login', {
      email: 'a@b.example',
      password: 'x'.repeat(70 * 1024),
      institutionName: 'y',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La solicitud es demasiado grande.');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await anonymous.get('/api/no-existe');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No encontrado.');
  });
});

describe('state never changes on GET', () => {
  it('does not sign up through a GET', async () => {
    const response = await anonymous.get('/api/auth/sign-up/email');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
