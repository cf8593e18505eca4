// POST /api/me/documents (docs/product/documents.md#the-buyer): one file against one checklist item, streamed into the
// vault as it arrives, within 20 MB and what is left of the buyer's 200 MB. A refusal keeps nothing: the vault keeps
// nothing of a file it refuses, and a file it kept is removed again when anything after it fails. The answer comes
// once the file is stored, "Revisando…"; its virus scan follows at once (docs/decisions/0137-scan-after-store.md).
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  defaultShareDays,
  documentCopy,
  documentUploadFieldsSchema,
  maxBuyerDocumentsBytes,
  maxDocumentBytes,
  type BuyerDocument,
} from '../../../shared/schemas/buyer-documents';
import { sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { DocumentVault, SealedDocument } from '../../documents-vault/vault';
import { BadRequestError, HttpError, NotFoundError } from '../../http/errors';
import { assertChecklistItem } from './checklist';
import { uploadCopy } from './copy';
import { cleanFileName } from './file-names';
import { documentsOf, usedBytes } from './list';
import { liveShare } from './live-share';
import type { ScanSoon } from './scan-soon';
import { writeShares, type NewShare } from './shares';

const d = schema.buyerDocuments;
const s = schema.documentShares;
const cr = schema.connectionRequests;

export interface DocumentsDeps {
  db: Db;
  vault: DocumentVault;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Where a stored upload goes for its scan. */
  scans: ScanSoon;
}

export interface DocumentUpload {
  /** The form's fields read before the file part (`item`, `replaces`), as sent. */
  fields: Record<string, string>;
  file: Readable;
  /** The name the browser sent with the file. */
  fileName: string | undefined;
  /** Resolves once the form ended with the file; throws a 400 when another part follows it. */
  formEnded: () => Promise<void>;
}

export async function uploadDocument(deps: DocumentsDeps, userId: string, upload: DocumentUpload): Promise<BuyerDocument> {
  const { db, vault } = deps;
  const parsed = documentUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message);
  const { item, replaces } = parsed.data;
  await assertChecklistItem(db, userId, item);
  const replaced = replaces ? await replacedDocument(db, userId, replaces, item) : null;

  // What is left of the buyer's space: the version being replaced gives its bytes back.
  const left = maxBuyerDocumentsBytes - (await usedBytes(db, userId)) + (replaced?.sizeBytes ?? 0);
  if (left <= 0) throw new HttpError(413, documentCopy.quotaFull);
  const limit =
    left < maxDocumentBytes
      ? { bytes: left, message: documentCopy.quotaFull }
      : { bytes: maxDocumentBytes, message: documentCopy.tooLarge };
  const stored = await vault.store(upload.file, { ownerId: userId, limit });

  let id: string;
  try {
    await upload.formEnded();
    id = await recordDocument(deps, userId, { item, fileName: cleanFileName(upload.fileName, stored.contentType), stored, replaced });
  } catch (error) {
    await removeQuietly(deps, stored.storageKey);
    throw error;
  }
  deps.scans.add({ id, storageKey: stored.storageKey, wrappedKey: stored.wrappedKey });
  if (replaced) await removeQuietly(deps, replaced.storageKey);
  const [document] = await documentsOf(db, userId, [id]);
  return document!;
}

interface Replaced {
  id: string;
  storageKey: string;
  sizeBytes: number;
}

/** The buyer's own earlier version of the same item (404 for anyone else's id, 400 for another item's). */
async function replacedDocument(db: Db, userId: string, id: string, item: string): Promise<Replaced> {
  const [row] = await db
    .select({ id: d.id, item: d.item, storageKey: d.storageKey, sizeBytes: d.sizeBytes })
    .from(d)
    .where(and(eq(d.id, id), eq(d.userId, userId)));
  if (!row) throw new NotFoundError(documentCopy.notFound);
  if (row.item !== item) throw new BadRequestError(uploadCopy.replacesOtherItem);
  return row;
}

/**
 * One transaction: the quota checked again under a lock on the buyer (two uploads at once cannot both take the last
 * megabytes), the row written, and with `replaced` the old version deleted and its live shares carried over.
 */
async function recordDocument(
  deps: DocumentsDeps,
  userId: string,
  input: { item: string; fileName: string; stored: SealedDocument; replaced: Replaced | null },
): Promise<string> {
  const { stored, replaced } = input;
  return deps.db.transaction(async (tx) => {
    const u = schema.user;
    const [owner] = await tx
      .select({ id: u.id })
      .from(u)
      .where(and(eq(u.id, userId), isNull(u.deletedAt)))
      .for('update');
    if (!owner) throw new NotFoundError(uploadCopy.accountClosed);
    if (replaced) {
      const [still] = await tx.select({ id: d.id }).from(d).where(eq(d.id, replaced.id)).for('update');
      if (!still) throw new NotFoundError(documentCopy.notFound);
    }
    const used = (await usedBytes(tx, userId)) - (replaced?.sizeBytes ?? 0);
    if (used + stored.sizeBytes > maxBuyerDocumentsBytes) throw new HttpError(413, documentCopy.quotaFull);

    const [row] = await tx
      .insert(d)
      .values({
        userId,
        item: input.item,
        fileName: sealContact(input.fileName),
        contentType: stored.contentType,
        sizeBytes: stored.sizeBytes,
        storageKey: stored.storageKey,
        wrappedKey: stored.wrappedKey,
        scanStatus: 'pending',
      })
      .returning({ id: d.id });
    const id = row!.id;
    if (!replaced) return id;

    // The institutions that could read the old version were chosen by the buyer for this paper: they get the new one.
    const carried = await tx
      .select({ institutionId: s.institutionId, connectionRequestId: s.connectionRequestId, leadId: cr.leadId })
      .from(s)
      .innerJoin(cr, eq(cr.id, s.connectionRequestId))
      .innerJoin(d, eq(d.id, s.documentId))
      .where(and(eq(s.documentId, replaced.id), liveShare()));
    // Its shares go with it (the rows cascade).
    await tx.delete(d).where(eq(d.id, replaced.id));
    const shares: NewShare[] = carried.map((share) => ({ ...share, documentId: id }));
    // The new file waits for its scan: its shares are written now, closed by liveShare()'s scan condition until it is
    // clean, and announced by the scan that marks it clean (announceSharesOf): a notice or a webhook about a file the
    // institution cannot open yet would only send it to a 404 (docs/decisions/0135, 0137).
    await writeShares(tx, shares, defaultShareDays, deps.publicUrl, { announce: false });
    return id;
  });
}

/** After the commit: a file whose row is gone cannot be opened any more (its wrapped key went with the row). */
async function removeQuietly(deps: DocumentsDeps, storageKey: string): Promise<void> {
  try {
    await deps.vault.remove(storageKey);
  } catch (error) {
    // Nothing refers to it any more, and its data key went with its row (or never reached one): it cannot be opened.
    deps.log.error({ err: error }, 'a buyer document file could not be removed');
  }
}
