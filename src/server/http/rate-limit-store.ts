// Where rate-limit counters live: in Redis when REDIS_URL is set, so every process shares one budget, and in this
// process's memory while Redis does not answer (docs/decisions/0092-rate-limits-in-redis.md).
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// The plugin's own stores (same Lua script, same key layout as its `redis` option); not in its typed API.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

type Health = { failed(error: Error): void; answered(): void };

/** Counts in Redis; when a command fails, counts in memory instead, so a request never fails or waits on Redis. */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
    private readonly health: Health,
  ) {}

  incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) {
          this.health.answered();
          return callback(null, result);
        }
        this.health.failed(error);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    // A createRateLimit limiter has no route, which the plugin would spell "undefinedundefined-" in its keys; the tier
    // name that starts every key already keeps its counters apart.
    const routed = Boolean((routeOptions as { routeInfo?: { url?: string } }).routeInfo?.url);
    return new SharedStore(routed ? this.shared.child(routeOptions) : this.shared, this.local.child(routeOptions), this.health);
  }
}

/**
 * The `store` option for @fastify/rate-limit backed by a Redis client that fails fast: a command answers within
 * half a second or fails, and fails at once while disconnected (no offline queue). Closed with the app.
 */
export async function redisRateLimitStore(url: string, nameSpace: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    commandTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  // One error line per outage, not one per request or per reconnection attempt.
  let down = false;
  const health: Health = {
    failed(error) {
      if (!down) log.error({ err: error }, 'Redis does not answer: rate limits count in each process until it does');
      down = true;
    },
    answered() {
      if (down) log.info('Redis answers again: rate limits are shared by every process');
      down = false;
    },
  };
  redis.on('error', (error: Error) => health.failed(error));
  redis.on('ready', () => health.answered());
  // Start-up waits a second at most (a server that accepts but never answers holds connect() longer); ioredis
  // keeps reconnecting in the background either way.
  await Promise.race([redis.connect().catch((error: Error) => health.failed(error)), delay(1_000, undefined, { ref: false })]);

  const root = new SharedStore(new RedisStore(false, false, redis, nameSpace), new LocalStore(false, false), health);
  return {
    // The plugin calls `new store(options)`; a constructor that returns an object yields that object.
    store: function () {
      return root;
    } as unknown as FastifyRateLimitStoreCtor,
    close: () => redis.disconnect(),
  };
}
