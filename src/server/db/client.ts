// One database handle for the app: PGlite (embedded) when no DATABASE_URL, node-postgres otherwise.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { projectRoot } from '../project-root';
import { currentOwner } from './embedded/lock';
import { openOwnedPglite } from './embedded/owned';
import { serveLocalTools, socketPath, socketPort } from './embedded/local-socket';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: PGlite's in-process listener, or one dedicated connection on PostgreSQL (outside the
   * pool, so NOTIFYs from every process on the database arrive). Resolves to the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** The node-postgres pool's connections, for /metrics; absent on PGlite, which has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(projectRoot, 'drizzle');

export interface OpenOptions {
  /**
   * The server: a data directory another live process owns is refused (DataDirInUseError), and this process
   * serves its own to local tools over a Unix socket. Without it (a command), a running server is reached
   * through that socket instead of opening its files.
   */
  serve?: boolean;
  /**
   * An in-memory database (no data directory) starts from this data directory, a tarball from PGlite's
   * `dumpDataDir`, instead of an empty cluster: the tests' migrated template (src/test/pglite-template.ts).
   */
  template?: Blob;
}

/** Where the database reports trouble; `warn` is optional so a command can pass `console`-like objects. */
type DbLog = Pick<Logger, 'error'> & Partial<Pick<Logger, 'warn'>>;

export function openDatabase(config: Config['database'], log: DbLog, options: OpenOptions = {}): Database {
  if (config.kind === 'postgres') {
    return openPostgres({ connectionString: config.url, connectionTimeoutMillis: config.connectTimeoutMs }, log, {
      max: config.poolMax,
      statement_timeout: config.statementTimeoutMs,
    });
  }
  if (!config.dataDir) return openPglite(new PGlite(options.template ? { loadDataDir: options.template } : {}), log);

  const dataDir = path.resolve(config.dataDir);
  const owner = currentOwner(dataDir);
  if (owner && !options.serve && owner.role === 'server' && owner.socket) {
    // One pooled connection is enough for a command, and PGlite runs one statement at a time anyway.
    return openPostgres({ host: dataDir, port: socketPort, user: 'postgres', database: 'template1' }, log, { max: 1 });
  }
  const { pglite, release } = openOwnedPglite(dataDir, options.serve ? 'server' : 'command', options.serve ? socketPath(dataDir) : null);
  const stopServing = options.serve
    ? serveLocalTools(pglite, dataDir, {
        warn: (message) => (log.warn ?? log.error).call(log, message),
        error: (error) => log.error({ err: error }, 'backup failed'),
      })
    : null;
  // A socket that cannot start (e.g. a path too long for a Unix socket) fails the start, not a later command.
  stopServing?.catch(() => undefined);
  return openPglite(pglite, log, {
    ready: async () => {
      await stopServing;
    },
    close: async () => {
      await (
        await stopServing?.catch(() => null)
      )?.();
      release();
    },
  });
}

function openPglite(
  client: PGlite,
  log: Pick<Logger, 'error'>,
  hooks: { ready(): Promise<void>; close(): Promise<void> } = { ready: async () => undefined, close: async () => undefined },
): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await hooks.ready();
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: async () => {
      try {
        // Tools first: a transaction one of them left open would keep PGlite from closing.
        await hooks.close();
      } catch (error) {
        log.error({ err: error }, 'local socket did not stop cleanly');
      }
      await client.close();
    },
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

type Connection = Pick<pg.PoolConfig, 'connectionString' | 'host' | 'port' | 'user' | 'database' | 'connectionTimeoutMillis'>;

/** `connection` reaches the server (the pool and the LISTEN connection); `sizing` sizes the pool and bounds its statements. */
function openPostgres(
  connection: Connection,
  log: Pick<Logger, 'error'>,
  sizing: Pick<pg.PoolConfig, 'max' | 'statement_timeout'> = {},
): Database {
  const pool = new pg.Pool({ ...connection, ...sizing, idleTimeoutMillis: 30_000, application_name: 'casa-joven-pr' });
  // An idle client losing its connection emits here; without a handler the process would crash.
  pool.on('error', (error) => log.error({ err: error }, 'database pool error'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateWithLock(pool),
    close: () => pool.end(),
    listen: (channel, onNotify) => listenPg(connection, channel, onNotify, log),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** One client of its own, re-connecting after a loss (a missed NOTIFY is caught up by the listener's replay). */
async function listenPg(
  connection: Connection,
  channel: string,
  onNotify: (payload: string) => void,
  log: Pick<Logger, 'error'>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connection, application_name: 'casa-joven-pr-listen' });
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
