// API keys (docs/product/lender-integrations.md#api-keys-and-the-versioned-api): created by staff, shown once, stored
// as a SHA-256 only, listed by their last four characters, revoked for good, and never another institution's business.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { maxActiveApiKeys, type ApiKey } from '../../../shared/schemas/api-keys';
import { createApiKey, withKey } from '../../../test/api-keys';
import { createStaff, setupTestApp } from '../../../test/app';
import { schema } from '../../db/client';
import { totpCode } from '../../../test/totp';

/** The session token inside a test caller's signed cookie. */
const sessionToken = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;
const bank = await createStaff(built, 'Banco Llavero');
const rival = await createStaff(built, 'Banco Ajeno');

const keysOf = async (caller: typeof bank) => (await as(caller).get(apiPaths.apiKeys)).json() as ApiKey[];

describe('creating a key', () => {
  it('needs a code from the last 15 minutes: an older one is a Spanish 403 and no key; a fresh code opens it again', async () => {
    const officer = await createStaff(built, 'Banco Código Viejo');
    const before = await keysOf(officer);
    await db
      .update(schema.session)
      .set({ secondFactorAt: sql`now() - interval '16 minutes'` })
      .where(eq(schema.session.token, sessionToken(officer.cookie)));
    // Written behind the app's back: on PostgreSQL its NOTIFY may reach the viewer cache after the next request
    // (that delivery is viewers.api.test.ts's subject); this test's subject is the 15-minute rule.
    built.viewers.forget();
    const refused = await as(officer).post(apiPaths.apiKeys, { name: 'CRM' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Por seguridad, confirma tu código de verificación antes de crear una clave.');
    expect(await keysOf(officer)).toEqual(before);
    const rechecked = await as(officer).post('/api/auth/two-factor/verify-totp', { code: totpCode(officer.totpSecret) });
    expect(rechecked.statusCode).toBe(200);
    expect((await as(officer).post(apiPaths.apiKeys, { name: 'CRM' })).statusCode).toBe(201);
  });

  it('answers the key once, as cjpr_ and 32 random bytes in base64url, and lists it by name and last four only', async () => {
    const created = await as(bank).post(apiPaths.apiKeys, { name: '  CRM principal  ' });
    expect(created.statusCode).toBe(201);
    const { id, key } = created.json() as { id: string; key: string };
    expect(key).toMatch(/^cjpr_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(5), 'base64url')).toHaveLength(32);

    const list = await as(bank).get(apiPaths.apiKeys);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain(key.slice(5, 20));
    const listed = (list.json() as ApiKey[]).find((entry) => entry.id === id)!;
    expect(listed).toMatchObject({ name: 'CRM principal', lastFour: key.slice(-4), lastUsedAt: null, revokedAt: null });
    expect(Object.keys(listed).sort()).toEqual(['createdAt', 'id', 'lastFour', 'lastUsedAt', 'name', 'revokedAt']);
  });

  it('stores the SHA-256 of the key and never the key itself, in any column', async () => {
    const { id, key } = await createApiKey(app, bank, 'Hash');
    const [row] = await db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, id));
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(5, 25));
  });

  it('refuses a missing, blank or too long name with a Spanish 400 and creates nothing', async () => {
    const before = (await keysOf(bank)).length;
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(81) }]) {
      const response = await as(bank).post(apiPaths.apiKeys, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/nombre/);
    }
    expect(await keysOf(bank)).toHaveLength(before);
  });

  it(`holds at most ${maxActiveApiKeys} active keys per institution; a revoked one frees its place`, async () => {
    const lone = await createStaff(built, 'Banco Lleno');
    const ids: string[] = [];
    for (let i = 0; i < maxActiveApiKeys; i++) ids.push((await createApiKey(app, lone, `Clave ${i}`)).id);
    const refused = await as(lone).post(apiPaths.apiKeys, { name: 'Una más' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/claves activas/);
    expect((await as(lone).delete(apiPaths.apiKey(ids[0]!))).statusCode).toBe(200);
    expect((await as(lone).post(apiPaths.apiKeys, { name: 'Una más' })).statusCode).toBe(201);
  });
});

describe('using and revoking a key', () => {
  it('records its last use, at most about once a minute', async () => {
    const { id, key } = await createApiKey(app, bank, 'Uso');
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    const firstUse = (await keysOf(bank)).find((entry) => entry.id === id)!.lastUsedAt;
    expect(firstUse).not.toBeNull();
    // Pretend the last write was 30 s ago: another call within the minute writes nothing.
    await db
      .update(schema.apiKeys)
      .set({ lastUsedAt: sql`now() - interval '30 seconds'` })
      .where(eq(schema.apiKeys.id, id));
    const pretended = (await keysOf(bank)).find((entry) => entry.id === id)!.lastUsedAt;
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    expect((await keysOf(bank)).find((entry) => entry.id === id)!.lastUsedAt).toBe(pretended);
  });

  it('a revoked key gets a Spanish 401 from then on; revoking again changes nothing', async () => {
    const { id, key } = await createApiKey(app, bank, 'Para revocar');
    expect((await withKey(app, key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    const revoked = await as(bank).delete(apiPaths.apiKey(id));
    expect(revoked.statusCode).toBe(200);
    const { revokedAt } = revoked.json() as ApiKey;
    expect(revokedAt).not.toBeNull();
    const refused = await withKey(app, key).get(apiPaths.v1.leads);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/Clave de API inválida o revocada/);
    const again = await as(bank).delete(apiPaths.apiKey(id));
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revokedAt);
    expect((await keysOf(bank)).find((entry) => entry.id === id)!.revokedAt).toBe(revokedAt);
  });

  it('another institution neither lists nor revokes our keys (404), and its key still works after ours is revoked', async () => {
    const ours = await createApiKey(app, bank, 'Nuestra');
    const theirs = await createApiKey(app, rival, 'Suya');
    expect((await keysOf(rival)).map((entry) => entry.id)).not.toContain(ours.id);
    expect((await as(rival).delete(apiPaths.apiKey(ours.id))).statusCode).toBe(404);
    expect((await withKey(app, ours.key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    expect((await as(bank).delete(apiPaths.apiKey(ours.id))).statusCode).toBe(200);
    expect((await withKey(app, theirs.key).get(apiPaths.v1.leads)).statusCode).toBe(200);
    expect((await as(bank).delete(apiPaths.apiKey('no-es-un-id'))).statusCode).toBe(404);
  });
});
