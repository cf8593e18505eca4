// The tiers beyond credentials: money routes keyed on the institution (or operator), the API budget untouched
// by page and asset loads, and unknown paths limited so URL guessing is slow.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../test/app';
import { submitLead } from '../../test/marketplace';
import type { Caller } from '../../test/requests';

const clientDir = mkdtempSync(path.join(tmpdir(), 'casa-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"><!--app--></div>');
writeFileSync(path.join(clientDir, 'landing.html'), '<div id="root" data-prerendered="/"></div>');
writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '6', RATE_LIMIT_PAYMENTS_PER_MINUTE: '3' }, { clientDir });
const { app } = built;
const bank = await createStaff(built, 'Banco Apurado');
const calm = await createStaff(built, 'Banco Tranquilo');
const admin = await createAdmin(built);
const leadId = await submitLead(app, await signUpBuyer(app));

// Every call from a fresh address (so app.inject, not the shared helper): the money tier must hold whatever the IP.
let address = 0;
const fromNewAddress = () => `198.51.100.${++address}`;
const post = (caller: Caller, url: string) =>
  app.inject({ method: 'POST', url, headers: { cookie: caller.cookie }, payload: {}, remoteAddress: fromNewAddress() });

describe('the money tier', () => {
  it('limits checkout creation per institution, across addresses and money routes, with a Spanish 429', async () => {
    expect((await post(bank, `/api/pay/request/${leadId}`)).statusCode).toBe(200);
    expect((await post(bank, `/api/pay/request/${leadId}`)).statusCode).toBe(200);
    expect((await post(bank, `/api/pay/unlock/${leadId}`)).statusCode).toBeLessThan(429);
    const limited = await post(bank, '/api/request-connection/00000000-0000-4000-8000-000000000000');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiados pagos en poco tiempo. Espera un minuto e inténtalo de nuevo.');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another institution is not affected.
    expect((await post(calm, `/api/pay/request/${leadId}`)).statusCode).toBe(200);
  });

  it('limits refunds per operator', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(admin, '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund')).statusCode).toBe(404);
    const limited = await post(admin, '/api/admin/payments/00000000-0000-4000-8000-000000000000/refund');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Demasiados pagos/);
  });
});

describe('the API tier', () => {
  const ip = '203.0.113.90';
  const load = (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip });

  it('does not count the page shell or static files', async () => {
    for (let i = 0; i < 20; i++) {
      for (const url of ['/', '/dashboard', '/assets/main-abc123.js']) {
        const response = await load(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
    const api = await load('/api/public-config');
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-ratelimit-remaining']).toBe('5');
    // A percent-encoded path reaches the same API route, and counts as one.
    const encoded = await load('/%61pi/public-config');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('limits unknown paths, API or not, so URL guessing is slow', async () => {
    const guesser = '203.0.113.91';
    const guess = (url: string) => app.inject({ method: 'GET', url, remoteAddress: guesser });
    for (let i = 0; i < 3; i++) {
      expect((await guess(`/api/adivina-${i}`)).statusCode).toBe(404);
      expect((await guess(`/adivina-${i}`)).statusCode).toBe(404);
    }
    const limited = await guess('/adivina-otra-vez');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Demasiados intentos/);
    expect((await guess('/api/adivina-de-nuevo')).statusCode).toBe(429);
    // Known screens still load for the same address.
    expect((await guess('/')).statusCode).toBe(200);
  });
});
