// The institution's side of buyers' documents (docs/product/documents.md#the-institution): on a lead it holds the
// buyer's consent for, the documents the buyer shared with it and that are still live, a download recorded in the
// contact-access audit before its first byte, and a review the buyer hears about. Anything else is "not found": a lead
// without consent, another buyer's document, an unshared, ended or expired one, all answer the same 404, with no count.
// The institution always comes from the session or the API key (`Staff`), never from the request.
import type { Readable } from 'node:stream';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { checklistItems } from '../../../shared/domain/documents-list';
import {
  documentCopy,
  rejectionReasonLabels,
  type DocumentContentType,
  type LeadDocument,
  type ReviewDocument,
} from '../../../shared/schemas/buyer-documents';
import type { DocumentStats } from '../../../shared/schemas/lead-documents';
import { screens } from '../../../shared/screens';
import type { Staff } from '../../auth/viewer';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { DocumentVault } from '../../documents-vault/vault';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { documentReviewedEmail } from '../../mail/templates';
import { recordContactAccess } from '../audit/service';
// The one live-share condition the buyer's list uses too (docs/product/documents.md#sharing), and the one download name.
import { asciiFileName, liveShare } from '../buyer-documents/service';
import { buyerFacingName } from '../institutions/service';
import { notifyUser } from '../notifications/service';

const d = schema.buyerDocuments;
const s = schema.documentShares;
const cr = schema.connectionRequests;
const l = schema.leads;

const notFound = () => new NotFoundError(documentCopy.notFound);

/**
 * The lead's buyer, when this institution holds the buyer's consent on it: its request accepted (a paid request the
 * buyer answered yes, or the buyer's own "Me interesa") and not revoked, and the account not deleted. Null for any
 * other lead, known or not.
 */
async function consentingBuyer(db: Db, institutionId: string, leadId: string): Promise<{ userId: string } | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select({ userId: l.userId })
    .from(l)
    .innerJoin(cr, and(eq(cr.leadId, l.id), eq(cr.institutionId, institutionId)))
    .innerJoin(schema.user, eq(schema.user.id, l.userId))
    .where(and(eq(l.id, leadId), eq(cr.status, 'accepted'), isNull(cr.revokedAt), isNull(schema.user.deletedAt)));
  return row ?? null;
}

/**
 * The live shares of the lead's buyer's documents with this institution (one, when `documentId` is given). The share's
 * own request must be this institution's on this lead, and the document this buyer's: a row that disagrees is not
 * served rather than trusted.
 */
function liveSharesOf(db: Db, institutionId: string, leadId: string, buyerId: string, documentId?: string) {
  return db
    .select({
      shareId: s.id,
      documentId: d.id,
      item: d.item,
      fileName: d.fileName,
      contentType: d.contentType,
      sizeBytes: d.sizeBytes,
      storageKey: d.storageKey,
      wrappedKey: d.wrappedKey,
      sharedAt: s.createdAt,
      expiresAt: s.expiresAt,
      review: s.review,
      reason: s.reason,
    })
    .from(s)
    .innerJoin(d, eq(d.id, s.documentId))
    .innerJoin(cr, eq(cr.id, s.connectionRequestId))
    .where(
      and(
        eq(s.institutionId, institutionId),
        eq(cr.institutionId, institutionId),
        eq(cr.leadId, leadId),
        eq(d.userId, buyerId),
        documentId === undefined ? undefined : eq(d.id, documentId),
        liveShare(),
      ),
    )
    .$dynamic();
}

/** The checklist's words of the buyer's latest generated list, by item id. */
async function itemLabels(db: Db, buyerId: string): Promise<Map<string, string>> {
  const r = schema.documentsRecords;
  const [latest] = await db.select({ list: r.documentsGenerated }).from(r).where(eq(r.userId, buyerId)).orderBy(desc(r.createdAt)).limit(1);
  return latest ? checklistItems(latest.list) : new Map();
}

export async function listLeadDocuments(db: Db, staff: Staff, leadId: string): Promise<LeadDocument[]> {
  const buyer = await consentingBuyer(db, staff.institutionId, leadId);
  if (!buyer) throw notFound();
  const rows = await liveSharesOf(db, staff.institutionId, leadId, buyer.userId).orderBy(desc(s.createdAt), desc(d.id));
  if (rows.length === 0) return [];
  const labels = await itemLabels(db, buyer.userId);
  return rows.map((row) => ({
    id: row.documentId,
    item: row.item,
    // An item no longer in the buyer's latest list (the profile changed) still shows, by its id.
    itemLabel: labels.get(row.item) ?? row.item,
    fileName: openContact(row.fileName),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sharedAt: row.sharedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    review: row.review,
    reason: row.reason,
  }));
}

export interface DocumentDownload {
  fileName: string;
  contentType: DocumentContentType;
  sizeBytes: number;
  body: Readable;
}

/**
 * One shared document's bytes. The audit row is written, and its transaction committed, before the file is even
 * opened: if the audit cannot be written this throws and nothing is sent (fail closed, as contact data).
 */
export async function downloadLeadDocument(
  db: Db,
  vault: DocumentVault,
  staff: Staff,
  leadId: string,
  documentId: string,
): Promise<DocumentDownload> {
  if (!isUuid(documentId)) throw notFound();
  const document = await db.transaction(async (tx) => {
    const buyer = await consentingBuyer(tx, staff.institutionId, leadId);
    if (!buyer) throw notFound();
    const [row] = await liveSharesOf(tx, staff.institutionId, leadId, buyer.userId, documentId);
    if (!row) throw notFound();
    await recordContactAccess(tx, {
      institutionId: staff.institutionId,
      staffUserId: staff.userId,
      endpoint: 'document',
      leadIds: [leadId],
      apiKeyId: staff.apiKeyId,
    });
    return row;
  });
  const body = await vault.open({ storageKey: document.storageKey, wrappedKey: document.wrappedKey });
  return { fileName: openContact(document.fileName), contentType: document.contentType, sizeBytes: document.sizeBytes, body };
}

/**
 * What a download sends with its bytes: the real type and size, always as an attachment (never shown inline in our
 * origin), never cached, and never sniffed into something else by the browser.
 */
export function downloadHeaders(download: DocumentDownload): Record<string, string> {
  const name = asciiFileName(download.fileName, download.contentType);
  return {
    'content-type': download.contentType,
    'content-length': String(download.sizeBytes),
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** The notice's words; the e-mail says the same (docs/product/documents.md#the-institution). */
export function reviewSentence(institutionName: string, item: string, review: ReviewDocument): string {
  if (review.decision === 'accepted') return `${institutionName} aceptó tu documento «${item}».`;
  const reason = rejectionReasonLabels[review.reason!];
  return `${institutionName} rechazó tu documento «${item}»: ${reason}. Sube otra versión en Documentos.`;
}

/**
 * Accepts or rejects one live share, once (docs/decisions/0130-institution-reads-of-shared-documents.md): a decided
 * share answers 409, and a rejected paper comes back as a new version, whose share is reviewed afresh. The buyer gets
 * the notice in the app, and the e-mail unless the lead's contact preferences leave e-mail out, in the same transaction.
 */
export async function reviewLeadDocument(
  db: Db,
  staff: Staff,
  leadId: string,
  documentId: string,
  review: ReviewDocument,
  deps: { publicUrl: string; now?: Date },
): Promise<LeadDocument> {
  if (!isUuid(documentId)) throw notFound();
  return db.transaction(async (tx) => {
    const buyer = await consentingBuyer(tx, staff.institutionId, leadId);
    if (!buyer) throw notFound();
    const [row] = await liveSharesOf(tx, staff.institutionId, leadId, buyer.userId, documentId).for('update', { of: s });
    if (!row) throw notFound();
    if (row.review !== 'pending') throw new ConflictError(documentCopy.alreadyReviewed);
    const reason = review.decision === 'rejected' ? review.reason! : null;
    const reviewedAt = deps.now ?? new Date();
    await tx.update(s).set({ review: review.decision, reason, reviewedAt, reviewedBy: staff.userId }).where(eq(s.id, row.shareId));

    const [recipient] = await tx
      .select({
        userId: schema.user.id,
        email: schema.user.email,
        wantsEmail: sql<boolean>`coalesce(${l.contactPreferences}->'channels' @> '"email"'::jsonb, true)`,
        institutionName: sql<string>`(select ${buyerFacingName} from ${schema.institutions} where ${schema.institutions.id} = ${staff.institutionId})`,
      })
      .from(schema.user)
      .innerJoin(l, eq(l.userId, schema.user.id))
      .where(and(eq(schema.user.id, buyer.userId), eq(l.id, leadId)));
    const labels = await itemLabels(tx, buyer.userId);
    const itemLabel = labels.get(row.item) ?? row.item;
    if (recipient) {
      const sentence = reviewSentence(recipient.institutionName, itemLabel, review);
      await notifyUser(
        tx,
        recipient,
        {
          kind: 'document-reviewed',
          title: review.decision === 'accepted' ? 'Documento aceptado' : 'Documento rechazado',
          body: sentence,
          link: screens.documents,
        },
        recipient.wantsEmail ? documentReviewedEmail(deps.publicUrl, { accepted: review.decision === 'accepted', sentence }) : null,
      );
    }
    return {
      id: row.documentId,
      item: row.item,
      itemLabel,
      fileName: openContact(row.fileName),
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      sharedAt: row.sharedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      review: review.decision,
      reason,
    };
  });
}

/** The operator's counts (docs/product/documents.md#the-operator): sums over every buyer, nothing that names one. */
export async function documentStats(db: Db): Promise<DocumentStats> {
  // Sums of bigint come back as numeric text; every total fits a double (a buyer holds at most 200 MB).
  const bytes = (condition?: SQL) =>
    condition ? sql<string>`coalesce(sum(${d.sizeBytes}) filter (where ${condition}), 0)` : sql<string>`coalesce(sum(${d.sizeBytes}), 0)`;
  const count = (condition?: SQL) => (condition ? sql<number>`(count(*) filter (where ${condition}))::int` : sql<number>`count(*)::int`);
  // Correlated with the outer buyer_documents row, which liveShare() reads for the scan status.
  const hasLiveShare = sql`exists (${db
    .select({ one: sql`1` })
    .from(s)
    .innerJoin(cr, eq(cr.id, s.connectionRequestId))
    .where(and(eq(s.documentId, d.id), liveShare()))})`;
  const pending = sql`${d.scanStatus} = 'pending'`;
  // A file the scan refused keeps its row only to tell the buyer; nothing of it is stored (docs/decisions/0137).
  const stored = sql`${d.scanStatus} <> 'infected'`;
  const [totals] = await db
    .select({
      count: count(),
      bytes: bytes(),
      pendingCount: count(pending),
      pendingBytes: bytes(pending),
      sharedCount: count(hasLiveShare),
      sharedBytes: bytes(hasLiveShare),
    })
    .from(d)
    .where(stored);
  const [shares] = await db
    .select({ count: count() })
    .from(s)
    .innerJoin(cr, eq(cr.id, s.connectionRequestId))
    .innerJoin(d, eq(d.id, s.documentId))
    .where(liveShare());
  const byType = await db
    .select({ contentType: d.contentType, count: count(), bytes: bytes() })
    .from(d)
    .where(stored)
    .groupBy(d.contentType)
    .orderBy(d.contentType);
  return {
    documents: { count: totals!.count, bytes: Number(totals!.bytes) },
    pendingScan: { count: totals!.pendingCount, bytes: Number(totals!.pendingBytes) },
    shared: { count: totals!.sharedCount, bytes: Number(totals!.sharedBytes) },
    liveShares: shares!.count,
    byContentType: byType.map((row) => ({ contentType: row.contentType, count: row.count, bytes: Number(row.bytes) })),
  };
}
