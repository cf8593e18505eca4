// During a rolling restart the previous release still runs while the newest migration is already applied
// (docs/deploy.md#migrations-expand-then-contract). Its queries are Drizzle's: every SELECT and RETURNING names each
// column of the schema it was built with, and every INSERT names the columns it sets and leaves the rest to their
// defaults. So the database migrated up to the previous migration *is* the shape those queries expect: this test
// records it, applies the newest migration, and checks that every one of those column lists still runs and every
// insert the old code makes still has what it needs. A contract step (a drop, a rename, a new NOT NULL without a
// default) goes in a later migration, once a release that no longer uses the column has shipped, and is named in
// `contractSteps` with that release (docs/decisions/0136-deployment-rehearsal.md).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/**
 * Contract steps the newest migration may take, by its tag: `table.column` it may drop or change although the
 * previous migration's schema had it. Each needs a shipped release that no longer reads or writes it.
 */
const contractSteps: Record<string, string[]> = {};

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

interface Column {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: boolean;
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
const newest = journal.entries.at(-1)!;

/** The migrations folder with only the first `count` entries in its journal. */
function folderUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casa-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

async function columns(client: PGlite): Promise<Column[]> {
  const { rows } = await client.query<{
    table: string;
    column: string;
    type: string;
    nullable: string;
    default: string | null;
    generated: string;
  }>(
    `select table_name as "table", column_name as "column", udt_name as "type", is_nullable as nullable,
            column_default as "default", is_generated as generated
       from information_schema.columns
      where table_schema = 'public'
      order by table_name, ordinal_position`,
  );
  return rows.map((row) => ({
    table: row.table,
    column: row.column,
    type: row.type,
    nullable: row.nullable === 'YES',
    hasDefault: row.default !== null,
    generated: row.generated !== 'NEVER',
  }));
}

async function enumValues(client: PGlite): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ name: string; value: string }>(
    `select t.typname as name, e.enumlabel as value from pg_enum e join pg_type t on t.oid = e.enumtypid order by e.enumsortorder`,
  );
  const values = new Map<string, string[]>();
  for (const row of rows) values.set(row.name, [...(values.get(row.name) ?? []), row.value]);
  return values;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Snapshot {
  columns: Column[];
  enums: Map<string, string[]>;
}

const snapshot = async (client: PGlite): Promise<Snapshot> => ({ columns: await columns(client), enums: await enumValues(client) });

/** What the queries of a release built on `before` would meet in the database as it is now. */
async function breaksAfter(client: PGlite, before: Snapshot, allowed: Set<string>): Promise<string[]> {
  const after = new Map((await columns(client)).map((c) => [`${c.table}.${c.column}`, c]));
  const enumsAfter = await enumValues(client);
  const known = new Set(before.columns.map((c) => `${c.table}.${c.column}`));
  const tablesBefore = new Set(before.columns.map((c) => c.table));
  const breaks: string[] = [];

  // The previous release's SELECT column lists, each run as it would be.
  for (const table of tablesBefore) {
    const names = before.columns.filter((c) => c.table === table && !allowed.has(`${table}.${c.column}`)).map((c) => quote(c.column));
    if (names.length === 0) continue;
    try {
      await client.query(`select ${names.join(', ')} from ${quote(table)} limit 0`);
    } catch (error) {
      breaks.push(`select from ${table}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const old of before.columns) {
    const key = `${old.table}.${old.column}`;
    const now = after.get(key);
    if (allowed.has(key)) continue;
    if (!now) {
      breaks.push(`${key} is gone (dropped or renamed)`);
      continue;
    }
    if (now.type !== old.type) breaks.push(`${key} changed type ${old.type} → ${now.type}`);
    if (old.nullable && !now.nullable && !now.hasDefault) breaks.push(`${key} became NOT NULL without a default`);
    if (old.hasDefault && !now.hasDefault && !now.nullable) breaks.push(`${key} lost its default and is NOT NULL`);
  }
  // The previous release's INSERTs leave out the columns it does not know: each new one needs a default or NULL.
  for (const [key, now] of after) {
    if (!tablesBefore.has(now.table) || known.has(key) || allowed.has(key)) continue;
    if (!now.nullable && !now.hasDefault && !now.generated) breaks.push(`new column ${key} is NOT NULL without a default`);
  }
  for (const [name, values] of before.enums) {
    const kept = enumsAfter.get(name) ?? [];
    for (const value of values) if (!kept.includes(value)) breaks.push(`enum ${name} lost the value '${value}'`);
  }
  return breaks;
}

describe(`the newest migration (${newest.tag}) under the previous release's queries`, () => {
  it('keeps every table, column, type and enum value the previous migration had, and lets its inserts through', async () => {
    expect(journal.entries.length, 'there is a previous migration to compare with').toBeGreaterThan(1);
    const client = new PGlite();
    const previousFolder = folderUpTo(journal.entries.length - 1);
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: previousFolder });
      const before = await snapshot(client);
      await migrate(db, { migrationsFolder });
      const breaks = await breaksAfter(client, before, new Set(contractSteps[newest.tag] ?? []));
      expect(breaks, `${newest.tag} would break the release before it during a rolling restart`).toEqual([]);
    } finally {
      await client.close();
      rmSync(previousFolder, { recursive: true, force: true });
    }
    // Every migration twice over, on an in-memory PGlite: slow on a busy two-core machine.
  }, 180_000);

  it('reports a dropped or renamed column, a changed type, a new NOT NULL column and a lost enum value', async () => {
    const client = new PGlite();
    await client.exec(`create type kind as enum ('a', 'b');
      create table t (id int primary key, name text, phone text, price int, kind kind)`);
    const before = await snapshot(client);
    await client.exec(`alter table t drop column name; alter table t rename column phone to mobile;
      alter table t alter column price type bigint; alter table t add column added int not null;
      alter type kind rename value 'b' to 'c'`);
    const breaks = await breaksAfter(client, before, new Set());
    expect(breaks).toEqual([
      expect.stringMatching(/^select from t: column "name" does not exist/),
      't.name is gone (dropped or renamed)',
      't.phone is gone (dropped or renamed)',
      't.price changed type int4 → int8',
      'new column t.added is NOT NULL without a default',
      "enum kind lost the value 'b'",
    ]);
    // A contract step named for its migration is let through.
    expect(await breaksAfter(client, before, new Set(['t.name', 't.phone', 't.price', 't.mobile', 't.added', 'kind']))).toEqual([
      "enum kind lost the value 'b'",
    ]);
    await client.close();
  }, 60_000);
});
