// The database each run starts from: a PGlite data directory or a casa_bench_* database on the PostgreSQL server,
// both removed afterwards unless BENCH_KEEP=1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { option, options, type DbKind } from './options';

const errorLog = { error: (...args: unknown[]) => console.error(...args) };

export async function openBenchDatabase(kind: DbKind): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    // A data directory, as the embedded default runs in production (DATA_DIR), not an in-memory one.
    const dataDir = await mkdtemp(join(tmpdir(), 'casa-bench-pglite-'));
    const database = openDatabase({ kind: 'pglite', dataDir }, errorLog);
    return {
      database,
      cleanup: async () => {
        if (options.keep) console.error(`[pglite] kept the data directory: ${dataDir}`);
        else await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // As src/test/database.ts does: a database of our own on the server, dropped afterwards.
  const name = `casa_bench_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(
    { kind: 'postgres', url: url.toString(), poolMax: 10, connectTimeoutMs: 3_000, statementTimeoutMs: 600_000 },
    errorLog,
  );
  return {
    database,
    cleanup: async () => {
      if (options.keep) {
        console.error(`[postgres] kept the database: ${url.toString()}`);
        return;
      }
      const cleanup = new pg.Client({ connectionString: options.postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Both drivers answer `db.execute` with an object carrying `rows`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: options.postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** BENCH_DB, or both databases when PostgreSQL answers and PGlite alone when it does not. */
export async function databasesToRun(): Promise<DbKind[]> {
  const requested = option('BENCH_DB');
  if (requested && !['pglite', 'postgres', 'both'].includes(requested))
    throw new Error(`BENCH_DB must be pglite, postgres or both (got "${requested}")`);
  if (requested === 'pglite' || requested === 'postgres') return [requested];
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (requested === 'both') throw new Error(`PostgreSQL is not reachable at ${options.postgresUrl}`);
  console.error(`PostgreSQL is not reachable at ${options.postgresUrl}: PGlite only.`);
  return ['pglite'];
}
