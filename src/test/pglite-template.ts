// Vitest's global setup: one migrated PGlite data directory for the whole run, which every test file's in-memory
// database then starts from (src/test/database.ts). Creating a cluster and migrating it took about 2 s a database;
// loading the template takes about 0.5 s. On PostgreSQL (TEST_DATABASE_URL) there is nothing to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's tarball, or null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const pglite = new PGlite();
  await migrate(drizzle(pglite), { migrationsFolder });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'casa-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
