// The versioned API's budget is per key (docs/product/lender-integrations.md#api-keys-and-the-versioned-api): one key's
// calls count together from any address, another key has its own budget, and refused keys count per address.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createStaff, setupTestApp } from '../../../test/app';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '4' });
const { app } = built;
// Staff calls (creating the keys) count per address: each officer's from an address of its own.
const bank = await createStaff(built, 'Banco Medido');
const other = await createStaff(built, 'Banco Aparte');
const key = (await createApiKey(app, bank)).key;
const otherKey = (await createApiKey(app, other)).key;

let host = 0;
const newHost = () => `198.51.100.${++host}`;

describe('the per-key budget', () => {
  it('counts one key across hosts and answers a Spanish 429 with retry-after past it', async () => {
    for (let i = 0; i < 4; i++) expect((await withKey(app, key).get(apiPaths.v1.leads, newHost())).statusCode).toBe(200);
    const limited = await withKey(app, key).get(apiPaths.v1.contacts, newHost());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('4');
  });

  it("leaves another key's budget alone, even from the same host", async () => {
    const shared = '203.0.113.7';
    expect((await withKey(app, otherKey).get(apiPaths.v1.leads, shared)).statusCode).toBe(200);
    expect((await withKey(app, key).get(apiPaths.v1.leads, shared)).statusCode).toBe(429);
    expect((await withKey(app, otherKey).get(apiPaths.v1.leads, shared)).statusCode).toBe(200);
  });

  it('counts refused keys per address, so guessing keys is limited too', async () => {
    const guesser = '203.0.113.99';
    const guess = `cjpr_${'B'.repeat(43)}`;
    for (let i = 0; i < 4; i++) expect((await withKey(app, guess).get(apiPaths.v1.leads, guesser)).statusCode).toBe(401);
    expect((await withKey(app, guess).get(apiPaths.v1.leads, guesser)).statusCode).toBe(429);
  });
});
