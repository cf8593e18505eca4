// Re-encrypts every sealed value that is not under the current key (plain text from before encryption, or an older
// key) in batches, while the app runs: `npm run keys:rotate` and the server's start-up pass
// (docs/decisions/0123-contact-data-encrypted-at-rest.md).
import { and, asc, gt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ContactCipher } from './contact-cipher';
import { ContactDecryptError } from './contact-cipher';
import { sealedTables, type SealedTable } from './sealed-columns';

export interface RotationResult {
  /** Rows written under the current key. */
  sealed: number;
  /** Rows changed by someone else between the read and the write: left to them (or to the next pass). */
  skipped: number;
}

export interface RotationOptions {
  /** Rows per transaction. */
  batchSize?: number;
  /** Every row, even those already under the current key: recomputes the lookups after AUTH_SECRET changed. */
  all?: boolean;
  /** Asked between batches: the server stops its start-up pass when it shuts down. */
  shouldStop?: () => boolean;
  /** Told after each batch, for the command's progress lines. */
  onBatch?: (table: string, result: RotationResult) => void;
}

export class RotationError extends Error {}

/** One pass over every sealed table; rows written concurrently are never overwritten (compare-and-set). */
export async function rotateContactData(db: Db, cipher: ContactCipher, options: RotationOptions = {}): Promise<RotationResult> {
  const total: RotationResult = { sealed: 0, skipped: 0 };
  for (const table of sealedTables) {
    const result = await rotateTable(db, cipher, table, options);
    total.sealed += result.sealed;
    total.skipped += result.skipped;
  }
  return total;
}

/** Passes until nothing is left behind: a value a writer sealed under an older key while a pass ran is caught by the next. */
export async function rotateUntilCurrent(db: Db, cipher: ContactCipher, options: RotationOptions = {}, maxPasses = 5) {
  const total: RotationResult = { sealed: 0, skipped: 0 };
  for (let pass = 0; pass < maxPasses; pass++) {
    const result = await rotateContactData(db, cipher, pass === 0 ? options : { ...options, all: false });
    total.sealed += result.sealed;
    total.skipped += result.skipped;
    if (result.skipped === 0 || options.shouldStop?.()) break;
  }
  return total;
}

function staleCondition(table: SealedTable, cipher: ContactCipher): SQL | undefined {
  // A prefix compare, not LIKE: a key id may hold `_`, which LIKE reads as a wildcard.
  const prefix = `enc:v1:${cipher.currentKeyId}:`;
  const stale = (value: SQLWrapper) =>
    sql`(${value} is not null and ${value} <> '' and left(${value}, ${prefix.length}::int) is distinct from ${prefix})`;
  const json = table.json;
  return or(
    ...table.columns.map((column) => stale(column)),
    ...(json ? json.fields.map((field) => stale(sql`(${json.column} ->> ${field})`)) : []),
  );
}

async function rotateTable(db: Db, cipher: ContactCipher, table: SealedTable, options: RotationOptions): Promise<RotationResult> {
  const batchSize = options.batchSize ?? 500;
  const result: RotationResult = { sealed: 0, skipped: 0 };
  const selection = Object.fromEntries([
    ['id', table.id],
    ...table.columns.map((column, i) => [`c${i}`, column]),
    ...(table.json ? [['json', table.json.column]] : []),
  ]);
  let after: string | null = null;
  while (!options.shouldStop?.()) {
    // In id order from where the last batch stopped: a run that stops half-way starts again with what is left.
    const batch: RotationResult & { last: string | null } = await db.transaction(async (tx) => {
      const rows = (await tx
        .select(selection)
        .from(table.table)
        .where(and(after === null ? undefined : gt(table.id, after), options.all ? undefined : staleCondition(table, cipher)))
        .orderBy(asc(table.id))
        .limit(batchSize)) as Array<{ id: string } & Record<string, unknown>>;
      const counts = { sealed: 0, skipped: 0, last: rows.at(-1)?.id ?? null };
      for (const row of rows) {
        const values = table.columns.map((_, i) => (row[`c${i}`] as string | null | undefined) ?? null);
        if (await resealRow(tx, cipher, table, { id: row.id, values, json: row.json })) counts.sealed++;
        else counts.skipped++;
      }
      return counts;
    });
    if (batch.last === null) return result;
    after = batch.last;
    result.sealed += batch.sealed;
    result.skipped += batch.skipped;
    options.onBatch?.(table.name, { sealed: batch.sealed, skipped: batch.skipped });
  }
  return result;
}

/** A row as the rotation read it: the sealed columns' stored text in `table.columns` order, and the JSON column's value. */
export interface ReadRow {
  id: string;
  values: Array<string | null>;
  json?: unknown;
}

/**
 * Writes the row under the current key only if every sealed value is still the one read (compare-and-set): a write
 * that landed after the read is never overwritten with the older value. False when it was.
 */
export async function resealRow(tx: Db, cipher: ContactCipher, table: SealedTable, row: ReadRow): Promise<boolean> {
  const id = row.id;
  const assignments: SQL[] = [];
  const unchanged: SQL[] = [];
  const plain = new Map<string, string | null>();
  const open = <T extends string | null>(value: T, where: string): T => {
    try {
      return cipher.open(value);
    } catch (error) {
      // The row and column only: never the value.
      if (error instanceof ContactDecryptError) throw new RotationError(`${table.name} ${id}, ${where}: ${error.message}`);
      throw error;
    }
  };
  table.columns.forEach((column, i) => {
    const stored = row.values[i] ?? null;
    const text = open(stored, column.name);
    plain.set(column.name, text);
    assignments.push(sql`${sql.identifier(column.name)} = ${cipher.seal(text)}`);
    unchanged.push(sql`${sql.identifier(column.name)} is not distinct from ${stored}`);
  });
  if (table.json && row.json !== null && row.json !== undefined && typeof row.json === 'object') {
    const stored = row.json as Record<string, unknown>;
    const resealed: Record<string, unknown> = { ...stored };
    for (const field of table.json.fields) {
      const value = stored[field];
      if (typeof value === 'string') resealed[field] = cipher.seal(open(value, `${table.json.column.name}.${field}`));
    }
    const name = sql.identifier(table.json.column.name);
    assignments.push(sql`${name} = ${JSON.stringify(resealed)}::jsonb`);
    unchanged.push(sql`${name} = ${JSON.stringify(stored)}::jsonb`);
  }
  if (assignments.length === 0) return true;
  for (const lookup of table.lookups) {
    const text = plain.get(lookup.from.name) ?? null;
    assignments.push(
      sql`${sql.identifier(lookup.column.name)} = ${lookup.kind === 'email' ? cipher.emailLookup(text) : cipher.phoneLookup(text)}`,
    );
  }
  const updated = (await tx.execute(
    sql`update ${table.table} set ${sql.join(assignments, sql`, `)} where ${sql.identifier(table.id.name)} = ${id} and ${sql.join(unchanged, sql` and `)}`,
  )) as { rowCount?: number | null; affectedRows?: number };
  return (updated.rowCount ?? updated.affectedRows ?? 0) > 0;
}
