// An institution's API keys (docs/product/lender-integrations.md#api-keys-and-the-versioned-api): created by its staff,
// shown once, kept as a SHA-256, revoked by any of its staff; and who is calling with one (the `apiKey` access level).
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { apiKeyCopy } from '../../../shared/copy/api-keys';
import { maxActiveApiKeys, type ApiKey, type CreatedApiKey } from '../../../shared/schemas/api-keys';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { ApiKeyCaller, ApiKeyCallers } from '../../http/access';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { bearerKey, hashApiKey, lastFourOf, newApiKey } from './keys';
import type { Config } from '../../config';
import { noteApiKeyAddress, recordSecurityEvent } from '../security-log/service';

const k = schema.apiKeys;

export async function createApiKey(db: Db, staff: Staff, name: string): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    // The institution's row is the lock: two officers creating at once cannot both take the last place.
    await tx
      .select({ id: schema.institutions.id })
      .from(schema.institutions)
      .where(eq(schema.institutions.id, staff.institutionId))
      .for('update');
    const [active] = await tx
      .select({ total: count() })
      .from(k)
      .where(and(eq(k.institutionId, staff.institutionId), isNull(k.revokedAt)));
    if ((active?.total ?? 0) >= maxActiveApiKeys) throw new ConflictError(apiKeyCopy.tooManyKeys(maxActiveApiKeys));
    const key = newApiKey();
    const [created] = await tx
      .insert(k)
      .values({ institutionId: staff.institutionId, name, keyHash: hashApiKey(key), lastFour: lastFourOf(key), createdBy: staff.userId })
      .returning({ id: k.id });
    await recordSecurityEvent(tx, {
      type: 'api_key_created',
      userId: staff.userId,
      institutionId: staff.institutionId,
      detail: { apiKeyId: created!.id, apiKeyName: name },
    });
    return { id: created!.id, key };
  });
}

const summary = {
  id: k.id,
  name: k.name,
  lastFour: k.lastFour,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
};
type SummaryRow = { id: string; name: string; lastFour: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null };

const toApiKey = (row: SummaryRow): ApiKey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Newest first, revoked ones included (they say when they stopped working). */
export async function listApiKeys(db: Db, institutionId: string): Promise<ApiKey[]> {
  const rows = await db.select(summary).from(k).where(eq(k.institutionId, institutionId)).orderBy(desc(k.createdAt), desc(k.id));
  return rows.map(toApiKey);
}

/** Revoking twice changes nothing and answers the same; another institution's key is not found. */
export async function revokeApiKey(db: Db, staff: Staff, id: string): Promise<ApiKey> {
  if (!isUuid(id)) throw new NotFoundError(apiKeyCopy.keyNotFound);
  const mine = and(eq(k.id, id), eq(k.institutionId, staff.institutionId));
  const revoked = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(k)
      .set({ revokedAt: sql`now()`, revokedBy: staff.userId })
      .where(and(mine, isNull(k.revokedAt)))
      .returning(summary);
    if (row) {
      await recordSecurityEvent(tx, {
        type: 'api_key_revoked',
        userId: staff.userId,
        institutionId: staff.institutionId,
        detail: { apiKeyId: row.id, apiKeyName: row.name },
      });
    }
    return row;
  });
  if (revoked) return toApiKey(revoked);
  const [existing] = await db.select(summary).from(k).where(mine);
  if (!existing) throw new NotFoundError(apiKeyCopy.keyNotFound);
  return toApiKey(existing);
}

/** How often, at most, one key's `last_used_at` is written: a busy integration must not write on every call. */
const lastUsedResolutionMs = 60_000;

/**
 * The caller behind `Authorization: Bearer <key>`: an active key of an active institution, or null. One indexed query
 * per call and no cache, so a revocation or a deactivation holds from the next call, in every process.
 */
export function createApiKeyCallers(db: Db, config?: Config): ApiKeyCallers {
  const lookup = db
    .select({ keyId: k.id, institutionId: k.institutionId, createdBy: k.createdBy, lastUsedAt: k.lastUsedAt })
    .from(k)
    .innerJoin(schema.institutions, eq(schema.institutions.id, k.institutionId))
    .where(and(eq(k.keyHash, sql.placeholder('hash')), isNull(k.revokedAt), eq(schema.institutions.active, true)))
    .prepare('api_key_by_hash');
  // When this process last wrote each key's use; the SQL guard keeps several processes to about one write a minute too.
  const touched = new Map<string, number>();
  // Key and address pairs this process already wrote to api_key_addresses: a known pair costs no query.
  const seenAddresses = new Set<string>();

  async function noteAddress(keyId: string, address: string) {
    if (!config || seenAddresses.has(`${keyId} ${address}`)) return;
    await noteApiKeyAddress(db, config, keyId, address);
    if (seenAddresses.size >= 10_000) seenAddresses.clear();
    seenAddresses.add(`${keyId} ${address}`);
  }

  async function touch(keyId: string, lastUsedAt: Date | null) {
    const now = Date.now();
    if (lastUsedAt && now - lastUsedAt.getTime() < lastUsedResolutionMs) return;
    if (now - (touched.get(keyId) ?? 0) < lastUsedResolutionMs) return;
    touched.set(keyId, now);
    await db
      .update(k)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(k.id, keyId), sql`(${k.lastUsedAt} is null or ${k.lastUsedAt} < now() - interval '1 minute')`));
  }

  return {
    async of(request: FastifyRequest): Promise<ApiKeyCaller | null> {
      const key = bearerKey(request.headers.authorization);
      if (!key) return null;
      const [row] = await lookup.execute({ hash: hashApiKey(key) });
      if (!row) return null;
      await touch(row.keyId, row.lastUsedAt);
      // Where the key is used from: a young key seen from a second address alerts the operators (security-log).
      await noteAddress(row.keyId, request.ip);
      return { keyId: row.keyId, institutionId: row.institutionId, createdBy: row.createdBy };
    },
  };
}
