// Who is calling, kept per process for a few seconds (viewer-cache.ts): a change made anywhere else — another
// process, a command, psql — still shuts the caller out before the next request or two, not after the cache expires;
// and a forged cookie is nobody.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createStaff, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { freshDatabase, secondPool } from '../../test/database';
import { requestsTo } from '../../test/requests';
import { buildApp, type BuiltApp } from '../app';
import { schema } from '../db/client';
import { viewerCacheMs } from './viewer-cache';

const database = await freshDatabase();
await database.migrate();
// On PostgreSQL a second app on its own pool is a second process; PGlite in memory cannot be shared.
const secondDatabase = secondPool(database);
// Polling for a refusal must never meet the API's rate limit instead.
const config = testConfig({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const first = await buildApp(config, { database, logger: false });
rememberTestApp(first);
const second: BuiltApp | null = secondDatabase ? await buildApp(config, { database: secondDatabase, logger: false }) : null;
afterAll(async () => {
  await second?.app.close();
  await secondDatabase?.close();
  await first.app.close();
  await database.dispose();
});

const leadsList = '/api/leads-for-banks';

/** How long until the app refuses the caller, polling; fails when it is not within half the cache's lifetime. */
async function msUntilRefused(call: () => Promise<{ statusCode: number }>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < viewerCacheMs / 2) {
    if ((await call()).statusCode === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('still signed in: the cached viewer was not forgotten');
}

describe('the viewer cache', () => {
  it('forgets an officer whose institution is deactivated by hand in SQL, with no route involved', async () => {
    const bank = await createStaff(first);
    const officer = requestsTo(first.app).as(bank);
    expect((await officer.get(leadsList)).statusCode).toBe(200);
    await database.db.update(schema.institutions).set({ active: false }).where(eq(schema.institutions.id, bank.institution.id));
    expect(await msUntilRefused(() => officer.get(leadsList))).toBeLessThan(viewerCacheMs / 2);
  });

  it('forgets a buyer whose sessions are deleted by hand', async () => {
    const buyer = await signUpBuyer(first.app);
    const caller = requestsTo(first.app).as(buyer);
    expect((await caller.get('/api/auth/user')).statusCode).toBe(200);
    await database.db.execute(sql`delete from session where user_id = ${buyer.id}`);
    expect(await msUntilRefused(() => caller.get('/api/auth/user'))).toBeLessThan(viewerCacheMs / 2);
  });

  it.skipIf(!second)('shuts an officer out of one process when the operator deactivates the institution in another', async () => {
    const bank = await createStaff(first);
    const officer = requestsTo(first.app).as(bank);
    expect((await officer.get(leadsList)).statusCode).toBe(200);
    const operator = requestsTo(second!.app).as(await createAdmin(second!));
    const off = await operator.put(`/api/admin/institutions/${bank.institution.id}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await msUntilRefused(() => officer.get(leadsList))).toBeLessThan(viewerCacheMs / 2);
  });

  it('refuses the very next request after signing out in the same process', async () => {
    const buyer = await signUpBuyer(first.app);
    const caller = requestsTo(first.app).as(buyer);
    expect((await caller.get('/api/auth/user')).statusCode).toBe(200);
    expect((await caller.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    expect((await caller.get('/api/auth/user')).statusCode).toBe(401);
  });
});

/** The session cookie's name, token and signature, out of a `cookie` header. */
function sessionCookieParts(cookieHeader: string): [string, string, string] {
  const pair = cookieHeader.split('; ').find((part) => part.includes('session_token='))!;
  const [name, value] = pair.split('=') as [string, string];
  const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
  return [name, token, signature];
}

describe('the session cookie', () => {
  it('is nobody when its signature is forged or its token swapped', async () => {
    const buyer = await signUpBuyer(first.app);
    const [name, token, signature] = sessionCookieParts(buyer.cookie);
    const [, otherToken] = sessionCookieParts((await signUpBuyer(first.app)).cookie);
    const forged = `${token}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    for (const cookie of [
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`,
      `${name}=${token}`,
    ]) {
      expect((await requestsTo(first.app).as({ cookie }).get('/api/auth/user')).statusCode, cookie).toBe(401);
    }
    expect((await requestsTo(first.app).as(buyer).get('/api/auth/user')).statusCode).toBe(200);
  });
});
