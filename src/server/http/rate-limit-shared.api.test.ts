// Two app instances, as two processes behind a load balancer, share one rate-limit budget through Redis (REDIS_URL);
// without it each counts alone; with Redis down each falls back to its own counters, and no request waits on Redis.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCopy } from '../../shared/copy/errors';
import { testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { buildApp, type BuildOptions, type BuiltApp } from '../app';
import { openDatabase } from '../db/client';

const limit = 4;
const localRedis = 'redis://127.0.0.1:6379';
const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** Whether a Redis answers at this address within a second. */
async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// REDIS_URL when set (CI, the PostgreSQL run); on a laptop without it, a Redis on the default port if one answers.
const redisUrl = process.env.REDIS_URL || ((await answers(localRedis)) ? localRedis : null);
const skipShared = !redisUrl && !inCi;
if (skipShared) console.warn(`rate-limit-shared: no REDIS_URL and no Redis at ${localRedis}: the shared-budget test is skipped`);

// Each run has its own keys, so runs (and other test files) never share counters; removed afterwards.
const nameSpace = `test:${randomUUID()}:rate-limit:`;

const database = await freshDatabase();
await database.migrate(); // here rather than in the first test's time budget
// On PostgreSQL the second "process" opens its own pool on the same database; PGlite in memory can only be shared.
const secondDatabase = database.url
  ? openDatabase(
      { kind: 'postgres', url: database.url, poolMax: 3, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 },
      { error: () => undefined },
    )
  : database;
const built: BuiltApp[] = [];
afterAll(async () => {
  for (const { app } of built) await app.close();
  if (secondDatabase !== database) await secondDatabase.close();
  await database.dispose();
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }
});

async function twoProcesses(env: Record<string, string>, options: BuildOptions = {}): Promise<[FastifyInstance, FastifyInstance]> {
  const config = testConfig({ RATE_LIMIT_AUTH_PER_MINUTE: String(limit), ...env });
  const a = await buildApp(config, { database, logger: false, ...options });
  built.push(a);
  const b = await buildApp(config, { database: secondDatabase, logger: false, ...options });
  built.push(b);
  return [a.app, b.app];
}

const signInFrom = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: 'nadie@example.com', password: 'mala-clave-123' },
    remoteAddress: address,
  });

/** Failed sign-ins from one client address, alternating between the two apps; the status of each. */
async function alternate(apps: [FastifyInstance, FastifyInstance], count: number, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signInFrom(apps[i % 2]!, address)).statusCode);
  return statuses;
}

describe('rate limits across processes', () => {
  it.skipIf(skipShared)('share one sign-in budget through Redis: the (limit+1)-th attempt across both is refused', async () => {
    if (!redisUrl) throw new Error(`CI has no Redis at ${localRedis}: .ci/run starts one, and this test must not skip there`);
    const apps = await twoProcesses({ REDIS_URL: redisUrl }, { rateLimitNameSpace: nameSpace });
    const statuses = await alternate(apps, limit, '203.0.113.20');
    expect(statuses.filter((status) => status === 429)).toEqual([]);

    for (const app of apps) {
      const refused = await signInFrom(app, '203.0.113.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(errorCopy.tooManyRequests);
      expect(refused.headers['retry-after']).toBeDefined();
    }
    // Another client still has its budget.
    expect((await signInFrom(apps[1], '203.0.113.21')).statusCode).not.toBe(429);
  });

  it('count per process without REDIS_URL, so the same sequence is not refused', async () => {
    const apps = await twoProcesses({});
    const statuses = await alternate(apps, limit + 1, '203.0.113.30');
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });

  it('fall back to per-process counters when Redis is down, logging the outage once and never waiting on it', async () => {
    const lines: string[] = [];
    const down = await buildApp(
      testConfig({ RATE_LIMIT_AUTH_PER_MINUTE: String(limit), REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'error' }),
      {
        database,
        logger: { write: (line) => lines.push(line) },
      },
    );
    built.push(down);

    for (let i = 0; i < limit; i++) {
      const before = Date.now();
      expect((await signInFrom(down.app, '203.0.113.40')).statusCode).not.toBe(429);
      expect(Date.now() - before).toBeLessThan(1_000);
    }
    const refused = await signInFrom(down.app, '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(errorCopy.tooManyRequests);

    const outage = lines.filter((line) => line.includes('Redis'));
    expect(outage).toHaveLength(1);
    expect(JSON.parse(outage[0]!).level).toBe(50);
  });
});
