// npm run db:backup / db:restore: a plain SQL dump of the configured database, and its restore into an empty one.
// Embedded: pg_dump in WebAssembly, run by the server when one owns the directory (./embedded/backup-socket.ts),
// otherwise here. PostgreSQL: the machine's pg_dump and psql.
import { execFile } from 'node:child_process';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config } from '../config';
import { requestBackup } from './embedded/backup-socket';
import { dumpSql } from './embedded/dump';
import { currentOwner } from './embedded/lock';
import { withOwnedPglite } from './embedded/owned';

const run = promisify(execFile);

export class BackupError extends Error {}

// Counts the tables a restore would collide with: anything outside PostgreSQL's own catalogues.
const userTables = `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;

export async function backup(database: Config['database'], file: string): Promise<void> {
  const target = path.resolve(file);
  // Written beside the target and renamed at the end, so a failed backup never leaves half a file behind.
  const partial = `${target}.partial`;
  try {
    if (database.kind === 'postgres') {
      await run('pg_dump', ['--no-owner', '--no-privileges', '--file', partial, '--dbname', database.url]);
    } else {
      const dataDir = embeddedDir(database);
      const server = currentOwner(dataDir)?.role === 'server';
      await writeFile(partial, server ? await requestBackup(dataDir) : await withOwnedPglite(dataDir, dumpSql), { mode: 0o600 });
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function restore(database: Config['database'], file: string): Promise<void> {
  const dump = await readFile(path.resolve(file), 'utf8');
  if (database.kind === 'postgres') {
    await refuseUnlessEmpty(await countTablesPostgres(database.url));
    await run('psql', [
      '--quiet',
      '--no-psqlrc',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '--file',
      path.resolve(file),
      database.url,
    ]);
    return;
  }
  const dataDir = embeddedDir(database);
  const owner = currentOwner(dataDir);
  if (owner)
    throw new BackupError(`DATA_DIR ${dataDir} is in use (pid ${owner.pid}): restore into a new, empty DATA_DIR with no server on it.`);
  await withOwnedPglite(dataDir, async (pglite) => {
    const existing = await pglite.query<{ n: number }>(userTables);
    await refuseUnlessEmpty(existing.rows[0]?.n ?? 0);
    // One transaction: a dump that fails half-way leaves the directory as empty as it was.
    await pglite.transaction((tx) => tx.exec(dump));
    // A dump carries no planner statistics, and PGlite has no autovacuum to gather them: without this the restored
    // tables would be planned as if nearly empty until the server's daily housekeeping (src/server/housekeeping/).
    // PostgreSQL's autovacuum analyzes a restored table on its own within a minute.
    await pglite.exec('vacuum (analyze)');
  });
}

function embeddedDir(database: Extract<Config['database'], { kind: 'pglite' }>): string {
  if (!database.dataDir) throw new BackupError('An in-memory database has nothing to back up or restore into.');
  return path.resolve(database.dataDir);
}

async function countTablesPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(userTables)).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function refuseUnlessEmpty(tables: number) {
  if (tables > 0) throw new BackupError(`The target database is not empty (${tables} tables): restore only into an empty database.`);
}
