// A freshly migrated database per test file: in-memory PGlite started from the run's migrated template, or a new
// PostgreSQL database when TEST_DATABASE_URL is set (the test script sets it from DATABASE_URL for the second run).
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../server/db/client';

const silent = { error: () => undefined };

export interface TestDatabase extends Database {
  dispose(): Promise<void>;
  /** The PostgreSQL URL of this database, so a second app process can open it; null on PGlite. */
  url: string | null;
}

/**
 * On PostgreSQL, a second pool on the same database, as another process would open it; null on PGlite (a database in
 * memory cannot be shared).
 */
export function secondPool(database: TestDatabase): Database | null {
  return database.url
    ? openDatabase({ kind: 'postgres', url: database.url, poolMax: 3, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 }, silent)
    : null;
}

/** The run's migrated template (src/test/pglite-template.ts), read once per worker (files share its modules). */
let template: Promise<Blob> | null = null;
function pgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('The PGlite template is missing: vitest.config.ts must run src/test/pglite-template.ts');
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

export async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({ kind: 'pglite', dataDir: null }, silent, { template: await pgliteTemplate() });
    return { ...database, url: null, dispose: () => database.close() };
  }

  const name = `casa_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(
    { kind: 'postgres', url: url.toString(), poolMax: 5, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 },
    silent,
  );
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
