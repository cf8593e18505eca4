// Every upload is stored first and scanned right after, from the store (docs/decisions/0137-scan-after-store.md):
// `settleScan` scans one waiting document and acts on the verdict; `scanPendingDocuments` is the background pass over
// the ones still waiting (the scanner was down, or the process that took them stopped before scanning them).
// Acting twice on one document is harmless, so two processes, or the pass and a fresh upload's scan, may overlap: each
// change is made only while the row is still 'pending', and deleting a file that is already gone is a no-op.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import { NotFoundError } from '../http/errors';
import type { DocumentVault, SealedRef } from './vault';

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

export type WaitingDocument = SealedRef & { id: string };

/** What became of one document: `unavailable` leaves it waiting, `failed` too (logged), `gone`: deleted, or settled by another scan. */
export type ScanSettlement = 'clean' | 'infected' | 'unavailable' | 'failed' | 'gone';

export interface ScanHooks {
  /** In the transaction that marked the document clean (once, whoever scanned it): e.g. announce its shares. */
  clean?: (tx: Db, documentId: string) => Promise<void>;
}

/**
 * Scans one stored document and records the verdict. Clean: marked scanned. Infected: the row becomes the buyer's
 * notice of the refusal (no key, no size, no shares) and then the sealed file is deleted.
 */
export async function settleScan(
  db: Db,
  vault: DocumentVault,
  log: PendingScanLog,
  document: WaitingDocument,
  hooks: ScanHooks = {},
): Promise<ScanSettlement> {
  let outcome;
  try {
    outcome = await vault.scan(document);
  } catch (error) {
    // Deleted (or replaced) by the buyer while it waited: nothing to settle.
    if (error instanceof NotFoundError) return 'gone';
    // A file that cannot be opened (its key gone, its bytes damaged) stays pending and is logged, by id only.
    log.error({ err: error, documentId: document.id }, 'a pending document could not be opened for its scan');
    return 'failed';
  }
  if (outcome === 'unavailable') return outcome;
  const stillWaiting = and(eq(docs.id, document.id), eq(docs.scanStatus, 'pending'));
  if (outcome === 'clean') {
    return db.transaction(async (tx): Promise<ScanSettlement> => {
      const rows = await tx.update(docs).set({ scanStatus: 'clean', scannedAt: new Date() }).where(stillWaiting).returning({ id: docs.id });
      if (rows.length === 0) return 'gone';
      await hooks.clean?.(tx, document.id);
      return 'clean';
    });
  }
  // The row first, so nothing points at the file while it is removed; its shares (never live: the file was not clean)
  // go in the same transaction.
  const marked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(docs)
      .set({ scanStatus: 'infected', scannedAt: new Date(), sizeBytes: 0, wrappedKey: '' })
      .where(stillWaiting)
      .returning({ id: docs.id });
    if (rows.length > 0) await tx.delete(schema.documentShares).where(eq(schema.documentShares.documentId, document.id));
    return rows.length > 0;
  });
  await vault.remove(document.storageKey).catch((error: unknown) => {
    log.error({ err: error, documentId: document.id }, 'an infected document was refused, its file was not deleted');
  });
  if (marked) log.warn({ documentId: document.id }, 'a document was infected: its file is deleted and the buyer sees it refused');
  return marked ? 'infected' : 'gone';
}

/**
 * Oldest first, documents waiting for longer than `minAgeMs` (younger ones are being scanned by the process that took
 * them); stops at the first one the scanner cannot take.
 */
export async function scanPendingDocuments(
  db: Db,
  vault: DocumentVault,
  log: PendingScanLog,
  { batchSize = 20, minAgeMs = 0, hooks }: { batchSize?: number; minAgeMs?: number; hooks?: ScanHooks } = {},
): Promise<PendingScanResult> {
  const result: PendingScanResult = { clean: 0, infected: 0, more: false };
  const rows = await db
    .select({ id: docs.id, storageKey: docs.storageKey, wrappedKey: docs.wrappedKey })
    .from(docs)
    .where(and(eq(docs.scanStatus, 'pending'), lte(docs.createdAt, new Date(Date.now() - minAgeMs))))
    .orderBy(asc(docs.createdAt))
    .limit(batchSize);
  let settled = 0;
  for (const row of rows) {
    const outcome = await settleScan(db, vault, log, row, hooks);
    if (outcome === 'unavailable') return result;
    if (outcome === 'clean' || outcome === 'infected') result[outcome]++;
    if (outcome !== 'failed') settled++;
  }
  // Only when every row of a full batch was settled: rows that keep failing must not make the pass spin.
  result.more = rows.length === batchSize && settled === rows.length;
  return result;
}
