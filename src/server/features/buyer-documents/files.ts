// The buyer's own files: one downloaded, all of them as a ZIP, one deleted (its shares end with it), an item marked
// "No aplica", and everything removed with the account (docs/product/documents.md#the-buyers-data).
import type { Readable } from 'node:stream';
import { and, asc, eq, ne } from 'drizzle-orm';
import { documentCopy, type DocumentContentType } from '../../../shared/schemas/buyer-documents';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { DocumentVault } from '../../documents-vault/vault';
import { NotFoundError } from '../../http/errors';
import { assertChecklistItem } from './checklist';
import { asciiFileName, zipEntryNames } from './file-names';
import type { DocumentsDeps } from './upload';
import { zipStream } from './zip';

const d = schema.buyerDocuments;

export interface OwnFile {
  body: Readable;
  contentType: DocumentContentType;
  sizeBytes: number;
  /** For Content-Disposition: ASCII only, with the type's extension. */
  downloadName: string;
}

/** A document whose scan found a virus keeps its row only to tell the buyer: it has no file to read. */
const hasFile = ne(d.scanStatus, 'infected');

/** The buyer's own file, opened as it streams; 404 for anyone else's and for one refused by the scan. */
export async function ownFile(db: Db, vault: DocumentVault, userId: string, id: string): Promise<OwnFile> {
  const [row] = await db
    .select({
      storageKey: d.storageKey,
      wrappedKey: d.wrappedKey,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      fileName: d.fileName,
    })
    .from(d)
    .where(and(eq(d.id, id), eq(d.userId, userId), hasFile));
  if (!row) throw new NotFoundError(documentCopy.notFound);
  const body = await vault.open({ storageKey: row.storageKey, wrappedKey: row.wrappedKey });
  return {
    body,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    downloadName: asciiFileName(openContact(row.fileName), row.contentType),
  };
}

/** Every file of the buyer as `<item>/<name>` in one ZIP, each opened only when the archive reaches it. */
export async function ownFilesZip(db: Db, vault: DocumentVault, userId: string): Promise<Readable> {
  const rows = await db
    .select({ item: d.item, fileName: d.fileName, storageKey: d.storageKey, wrappedKey: d.wrappedKey, createdAt: d.createdAt })
    .from(d)
    .where(and(eq(d.userId, userId), hasFile))
    .orderBy(asc(d.item), asc(d.createdAt), asc(d.id));
  const names = zipEntryNames(rows.map((row) => ({ item: row.item, fileName: openContact(row.fileName) })));
  return zipStream(
    rows.map((row, index) => ({
      name: names[index]!,
      modifiedAt: row.createdAt,
      open: () => vault.open({ storageKey: row.storageKey, wrappedKey: row.wrappedKey }),
    })),
  );
}

/** DELETE /api/me/documents/:id: the row and its shares (they cascade) in one statement, then the file. */
export async function deleteDocument(deps: DocumentsDeps, userId: string, id: string): Promise<void> {
  const [gone] = await deps.db
    .delete(d)
    .where(and(eq(d.id, id), eq(d.userId, userId)))
    .returning({ storageKey: d.storageKey });
  if (!gone) throw new NotFoundError(documentCopy.notFound);
  try {
    await deps.vault.remove(gone.storageKey);
  } catch (error) {
    // Its wrapped key went with the row: what is left on disk cannot be opened.
    deps.log.error({ err: error }, 'a deleted buyer document left its file behind');
  }
}

/** PUT /api/me/documents/:item/not-applicable: the mark is kept only while it says "No aplica". */
export async function markNotApplicable(db: Db, userId: string, item: string, notApplicable: boolean) {
  await assertChecklistItem(db, userId, item);
  const marks = schema.documentItemMarks;
  if (notApplicable) {
    await db
      .insert(marks)
      .values({ userId, item, notApplicable: true })
      .onConflictDoUpdate({ target: [marks.userId, marks.item], set: { notApplicable: true, updatedAt: new Date() } });
  } else {
    await db.delete(marks).where(and(eq(marks.userId, userId), eq(marks.item, item)));
  }
  return { item, notApplicable };
}

/** Account deletion, in its transaction: the rows, and with them every share and the keys that open the files. */
export async function deleteDocumentRowsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(d).where(eq(d.userId, userId));
  await tx.delete(schema.documentItemMarks).where(eq(schema.documentItemMarks.userId, userId));
}

/** After the account's deletion committed: every file stored for the buyer. */
export async function removeOwnerFiles(deps: { vault: DocumentVault; log: DocumentsDeps['log'] }, userId: string): Promise<void> {
  try {
    await deps.vault.removeOwner(userId);
  } catch (error) {
    // The rows and their wrapped keys are gone with the account: what is left cannot be opened. Logged to be cleared.
    deps.log.error({ err: error }, 'a deleted account left document files behind');
  }
}
