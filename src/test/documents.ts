// Buyers' documents for the institution-side tests (docs/product/documents.md): a generated checklist, a document
// and a share with an institution the buyer accepted. Documents and shares are written as rows, sealed file name
// included, so the institution's reads can be tested on their own; the upload and share routes have their own tests.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { checklistItemId } from '../shared/domain/documents-list';
import { maxDocumentBytes, type DocumentContentType } from '../shared/schemas/buyer-documents';
import type { DocumentsProfile } from '../shared/schemas/documents';
import type { Config } from '../server/config';
import { sealContact } from '../server/crypto/contact-data';
import { documentVaultFor } from '../server/documents-vault';
import type { Db } from '../server/db/client';
import { schema } from '../server/db/client';
import { requestsTo, type Caller } from './requests';

/** A salaried, single buyer of an existing home: the list has "Talonarios de pago de los últimos 30 días"-like items. */
export const sampleDocumentsProfile: DocumentsProfile = {
  employmentType: 'employed',
  housingType: 'existing',
  maritalStatus: 'single',
  hasDependents: false,
};

/** Generates the buyer's checklist through the route; answers the first item's words and id. */
export async function generateChecklist(app: FastifyInstance, buyer: Caller): Promise<{ label: string; item: string }> {
  const response = await requestsTo(app).as(buyer).post('/api/documents', sampleDocumentsProfile);
  if (response.statusCode !== 200) throw new Error(`documents list failed: ${response.statusCode} ${response.body}`);
  const label = (response.json() as { documentsGenerated: Array<{ docs: string[] }> }).documentsGenerated[0]!.docs[0]!;
  return { label, item: checklistItemId(label) };
}

/** A stored, scanned document of this buyer (no bytes in the store: for reads that never open it). */
export async function insertDocument(
  db: Db,
  userId: string,
  document: { item: string; fileName: string; contentType?: DocumentContentType; sizeBytes?: number; scan?: 'clean' | 'pending' },
): Promise<string> {
  const [row] = await db
    .insert(schema.buyerDocuments)
    .values({
      userId,
      item: document.item,
      fileName: sealContact(document.fileName),
      contentType: document.contentType ?? 'application/pdf',
      sizeBytes: document.sizeBytes ?? 1234,
      storageKey: `test/${randomUUID()}`,
      wrappedKey: 'test:none',
      scanStatus: document.scan ?? 'clean',
      scannedAt: document.scan === 'pending' ? null : new Date(),
    })
    .returning({ id: schema.buyerDocuments.id });
  return row!.id;
}

/** Shares a document with an institution through its connection request on the buyer's lead, for `days` days. */
export async function insertShare(db: Db, documentId: string, institutionId: string, leadId: string, days = 30): Promise<string> {
  const cr = schema.connectionRequests;
  const [request] = await db
    .select({ id: cr.id })
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId)));
  if (!request) throw new Error('no connection request of this institution on this lead');
  const [row] = await db
    .insert(schema.documentShares)
    .values({
      documentId,
      institutionId,
      connectionRequestId: request.id,
      expiresAt: sql`now() + make_interval(days => ${days})`,
    })
    .returning({ id: schema.documentShares.id });
  return row!.id;
}

/** A one-page PDF that carries `text`, as a phone's scanner app would make it. */
export async function samplePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(text);
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A document whose bytes really are in the store, sealed by the vault of the app's configuration (`uploadsDir` must be
 * the app's own), and recorded as scanned clean: the scan is the upload's concern, tested with it.
 */
export async function storeDocument(
  config: Pick<Config, 'uploadsDir' | 'documents'>,
  db: Db,
  userId: string,
  document: { item: string; fileName: string; bytes: Buffer },
): Promise<{ id: string; sizeBytes: number; contentType: DocumentContentType }> {
  const sealed = await documentVaultFor(config).store(Readable.from([document.bytes]), {
    ownerId: userId,
    limit: { bytes: maxDocumentBytes, message: 'demasiado grande' },
  });
  const [row] = await db
    .insert(schema.buyerDocuments)
    .values({
      userId,
      item: document.item,
      fileName: sealContact(document.fileName),
      contentType: sealed.contentType,
      sizeBytes: sealed.sizeBytes,
      storageKey: sealed.storageKey,
      wrappedKey: sealed.wrappedKey,
      scanStatus: 'clean',
      scannedAt: new Date(),
    })
    .returning({ id: schema.buyerDocuments.id });
  return { id: row!.id, sizeBytes: sealed.sizeBytes, contentType: sealed.contentType };
}
