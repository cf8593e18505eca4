// Files kept while the scanner was down wait as 'pending' (docs/product/documents.md#how-it-is-kept): this pass scans
// them when clamd answers again, oldest first, marks the clean ones and deletes the infected ones (row, then file).
// The buyer-documents feature runs it from its background job; it stops at the first file the scanner cannot take.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import type { DocumentVault } from './vault';

const docs = schema.buyerDocuments;

export interface PendingScanLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PendingScanResult {
  clean: number;
  infected: number;
  /** True when a full batch was settled: the caller may run the next pass at once. */
  more: boolean;
}

export async function scanPendingDocuments(db: Db, vault: DocumentVault, log: PendingScanLog, batchSize = 20): Promise<PendingScanResult> {
  const result: PendingScanResult = { clean: 0, infected: 0, more: false };
  const rows = await db
    .select({ id: docs.id, storageKey: docs.storageKey, wrappedKey: docs.wrappedKey })
    .from(docs)
    .where(eq(docs.scanStatus, 'pending'))
    .orderBy(asc(docs.createdAt))
    .limit(batchSize);
  for (const row of rows) {
    let outcome;
    try {
      outcome = await vault.scan(row);
    } catch (error) {
      // A file that cannot be opened (its key gone, its bytes damaged) stays pending and is logged, by id only.
      log.error({ err: error, documentId: row.id }, 'a pending document could not be opened for its scan');
      continue;
    }
    if (outcome === 'unavailable') return result;
    if (outcome === 'clean') {
      await db
        .update(docs)
        .set({ scanStatus: 'clean', scannedAt: new Date() })
        .where(and(eq(docs.id, row.id), eq(docs.scanStatus, 'pending')));
      result.clean++;
      continue;
    }
    // Infected: the row goes first, so nothing points at the file while it is removed (its shares go with it).
    await db.delete(docs).where(eq(docs.id, row.id));
    await vault.remove(row.storageKey).catch((error: unknown) => {
      log.error({ err: error, documentId: row.id }, 'an infected document was deleted, its file was not');
    });
    log.warn({ documentId: row.id }, 'a document kept while the scanner was down was infected and is deleted');
    result.infected++;
  }
  // Only when every row of a full batch was settled: rows that keep failing must not make the pass spin.
  result.more = rows.length === batchSize && result.clean + result.infected === rows.length;
  return result;
}
