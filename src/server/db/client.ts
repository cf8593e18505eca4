// One database handle for the app: PGlite (embedded) when no DATABASE_URL, node-postgres otherwise.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { projectRoot } from '../project-root';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Resolves true when a trivial query answers within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PGlite's in-process listener, or one dedicated connection on PostgreSQL (outside the
   * pool, so NOTIFYs from every process on the database arrive). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = path.join(projectRoot, 'drizzle');

export function openDatabase(config: Config['database'], log: Pick<Logger, 'error'>): Database {
  if (config.kind === 'pglite') {
    if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
    const client = new PGlite(config.dataDir ?? undefined);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      ping: (timeoutMs) => pingWith(db, timeoutMs),
      close: () => client.close(),
      listen: async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
    };
  }

  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: config.statementTimeoutMs,
    application_name: 'casa-joven-pr',
  });
  // An idle client losing its connection emits here; without a handler the process would crash.
  pool.on('error', (error) => log.error({ err: error }, 'database pool error'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(pool),
    ping: (timeoutMs) => pingWith(db, timeoutMs),
    close: () => pool.end(),
    listen: (channel, onNotify) => listenPg(config, channel, onNotify, log),
  };
}

type PgConfig = Extract<Config['database'], { kind: 'postgres' }>;

/** One client of its own, re-connecting after a loss (a missed NOTIFY is caught up by the listener's replay). */
async function listenPg(
  config: PgConfig,
  channel: string,
  onNotify: (payload: string) => void,
  log: Pick<Logger, 'error'>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: config.url,
      connectionTimeoutMillis: config.connectTimeoutMs,
      application_name: 'casa-joven-pr-listen',
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.error({ err: error }, 'database listen connection lost');
      next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped)
        setTimeout(() => void connect().catch((err: unknown) => log.error({ err }, 'database listen reconnect failed')), 1_000).unref();
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '')}"`);
    client = next;
    // After a reconnect, wake the listener so it looks for anything committed meanwhile.
    onNotify('');
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

// Several app processes may start at once; an advisory lock lets exactly one apply migrations.
const migrationLockKey = 7_420_001;
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    client.release();
  }
}

async function pingWith(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
