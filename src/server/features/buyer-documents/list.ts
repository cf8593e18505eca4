// What the buyer reads of their own documents (docs/product/documents.md#the-buyer): each file with the shares still
// live, the items marked "No aplica", the space used, and the institutions a document may be shared with.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { maxBuyerDocumentsBytes, type BuyerDocument, type MyDocuments } from '../../../shared/schemas/buyer-documents';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { buyerFacingName } from '../institutions/service';
import { liveShare } from './live-share';

const d = schema.buyerDocuments;
const s = schema.documentShares;
const cr = schema.connectionRequests;
const inst = schema.institutions;

/** Bytes of every file the buyer keeps (the plain sizes, as the 200 MB promise counts them). */
export async function usedBytes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${d.sizeBytes}), 0)` })
    .from(d)
    .where(eq(d.userId, userId));
  return Number(row?.used ?? 0);
}

export async function myDocuments(db: Db, userId: string): Promise<MyDocuments> {
  const [documents, marks, used, shareTargets] = await Promise.all([
    documentsOf(db, userId),
    db
      .select({ item: schema.documentItemMarks.item })
      .from(schema.documentItemMarks)
      .where(and(eq(schema.documentItemMarks.userId, userId), eq(schema.documentItemMarks.notApplicable, true)))
      .orderBy(asc(schema.documentItemMarks.item)),
    usedBytes(db, userId),
    shareTargetsOf(db, userId),
  ]);
  return {
    documents,
    notApplicable: marks.map((mark) => mark.item),
    usedBytes: used,
    quotaBytes: maxBuyerDocumentsBytes,
    shareTargets,
  };
}

/** The buyer's documents, oldest first, or only those of `ids`; each with its live shares. */
export async function documentsOf(db: Db, userId: string, ids?: string[]): Promise<BuyerDocument[]> {
  const rows = await db
    .select({
      id: d.id,
      item: d.item,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      scan: d.scanStatus,
      createdAt: d.createdAt,
    })
    .from(d)
    .where(and(eq(d.userId, userId), ids ? inArray(d.id, ids) : undefined))
    .orderBy(asc(d.createdAt), asc(d.id));
  if (rows.length === 0) return [];
  const shares = await db
    .select({
      documentId: s.documentId,
      id: s.id,
      institutionId: s.institutionId,
      institutionName: buyerFacingName,
      expiresAt: s.expiresAt,
      review: s.review,
      reason: s.reason,
      reviewedAt: s.reviewedAt,
    })
    .from(s)
    .innerJoin(d, eq(d.id, s.documentId))
    .innerJoin(cr, eq(cr.id, s.connectionRequestId))
    .innerJoin(inst, eq(inst.id, s.institutionId))
    .where(
      and(
        eq(d.userId, userId),
        inArray(
          s.documentId,
          rows.map((row) => row.id),
        ),
        liveShare(),
      ),
    )
    .orderBy(asc(s.createdAt));
  return rows.map((row) => ({
    ...row,
    fileName: openContact(row.fileName),
    createdAt: row.createdAt.toISOString(),
    shares: shares
      .filter((share) => share.documentId === row.id)
      .map(({ documentId: _documentId, expiresAt, reviewedAt, ...share }) => ({
        ...share,
        expiresAt: expiresAt.toISOString(),
        reviewedAt: reviewedAt?.toISOString() ?? null,
      })),
  }));
}

/**
 * Institutions the buyer accepted and did not revoke: a paid request answered yes, or the buyer's own "Me interesa"
 * (both are accepted connection requests on the buyer's lead).
 */
export async function shareTargetsOf(db: Db, userId: string): Promise<MyDocuments['shareTargets']> {
  return db
    .select({ institutionId: cr.institutionId, institutionName: buyerFacingName })
    .from(cr)
    .innerJoin(schema.leads, eq(schema.leads.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(schema.leads.userId, userId), eq(cr.status, 'accepted'), isNull(cr.revokedAt)))
    .orderBy(asc(buyerFacingName));
}

/** "Descargar mis datos": every document, and every share it had or has, ended ones included. */
export async function documentsForExport(db: Db, userId: string) {
  const rows = await db
    .select({
      id: d.id,
      item: d.item,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      scan: d.scanStatus,
      scannedAt: d.scannedAt,
      createdAt: d.createdAt,
    })
    .from(d)
    .where(eq(d.userId, userId))
    .orderBy(asc(d.createdAt), asc(d.id));
  const shares =
    rows.length === 0
      ? []
      : await db
          .select({
            documentId: s.documentId,
            institutionName: buyerFacingName,
            sharedAt: s.createdAt,
            expiresAt: s.expiresAt,
            endedAt: s.endedAt,
            endReason: s.endReason,
            review: s.review,
            reason: s.reason,
            reviewedAt: s.reviewedAt,
          })
          .from(s)
          .innerJoin(inst, eq(inst.id, s.institutionId))
          .where(
            inArray(
              s.documentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(s.createdAt));
  return rows.map((row) => ({
    ...row,
    fileName: openContact(row.fileName),
    shares: shares.filter((share) => share.documentId === row.id).map(({ documentId: _documentId, ...share }) => share),
  }));
}
