// Buyers' documents for the institution-side tests (docs/product/documents.md): a generated checklist, documents
// uploaded and shared through the buyer's own routes, and, for states those routes do not make on demand (a file still
// waiting for its scan, an item gone from the list, many files for the operator's counts), rows written directly.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { checklistItemId } from '../shared/domain/documents-list';
import type { DocumentContentType, DocumentScanStatus } from '../shared/schemas/buyer-documents';
import type { DocumentsProfile } from '../shared/schemas/documents';
import { apiPaths } from '../shared/api-paths';
import { sealContact } from '../server/crypto/contact-data';
import type { Db } from '../server/db/client';
import { schema } from '../server/db/client';
import { scannedDocument, uploadDocumentAs } from './document-files';
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
  document: { item: string; fileName: string; contentType?: DocumentContentType; sizeBytes?: number; scan?: DocumentScanStatus },
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

/** Uploads a file through the buyer's route, as the documents screen does, and waits for its scan: it must be clean. */
export async function uploadDocument(
  app: FastifyInstance,
  buyer: Caller,
  upload: { item: string; fileName: string; file: Buffer },
): Promise<{ id: string; sizeBytes: number }> {
  const response = await uploadDocumentAs(app, buyer, upload);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  const document = response.json() as { id: string; sizeBytes: number };
  const { scan } = await scannedDocument(app, buyer, document.id);
  if (scan !== 'clean') throw new Error(`upload not scanned clean: ${scan}`);
  return document;
}

/** Shares documents with an institution through the buyer's route; answers the share ids, in the documents' order. */
export async function shareDocuments(
  app: FastifyInstance,
  buyer: Caller,
  institutionId: string,
  documentIds: string[],
  days?: number,
): Promise<string[]> {
  const response = await requestsTo(app)
    .as(buyer)
    .post(apiPaths.documentShares, { institutionId, documentIds, ...(days === undefined ? {} : { days }) });
  if (response.statusCode !== 201) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  const shares = (response.json() as { shares: Array<{ documentId: string; shareId: string }> }).shares;
  return documentIds.map((id) => shares.find((share) => share.documentId === id)!.shareId);
}
