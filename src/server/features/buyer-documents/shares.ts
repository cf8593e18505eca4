// The buyer lets one accepted institution read chosen documents for a while, and ends or extends that
// (docs/product/documents.md#sharing). Each share is tied to the connection request that made the institution an
// accepted one, so a revocation ends it at once.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { defaultShareDays, documentCopy, type ShareEndReason } from '../../../shared/schemas/buyer-documents';
import { screens } from '../../../shared/screens';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { documentsSharedEmail } from '../../mail/templates';
import { notifyInstitutionStaff } from '../notifications/service';
import { queueWebhookEvent } from '../webhooks/service';
import { sharedNotice } from './copy';
import { liveShare } from './live-share';

const d = schema.buyerDocuments;
const s = schema.documentShares;
const cr = schema.connectionRequests;

/** The buyer's accepted, unrevoked connection request with this institution, locked against a concurrent revocation. */
async function acceptedRequest(tx: Db, userId: string, institutionId: string) {
  const [request] = await tx
    .select({ id: cr.id, leadId: cr.leadId })
    .from(cr)
    .innerJoin(schema.leads, eq(schema.leads.id, cr.leadId))
    .where(and(eq(schema.leads.userId, userId), eq(cr.institutionId, institutionId), eq(cr.status, 'accepted'), isNull(cr.revokedAt)))
    .for('update', { of: cr });
  return request ?? null;
}

export interface NewShare {
  documentId: string;
  institutionId: string;
  connectionRequestId: string;
  leadId: string;
}

/**
 * Writes a live share per document (or pushes an existing live one's date to `days` from now: one live share per
 * document and institution) and, unless `announce` is false, queues `document.shared` for each and tells the
 * institution's staff once. Returns the shares' ids by document.
 */
export async function writeShares(
  tx: Db,
  shares: NewShare[],
  days: number,
  publicUrl: string,
  options: { announce: boolean } = { announce: true },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const expiresAt = sql`now() + make_interval(days => ${days}::int)`;
  for (const share of shares) {
    const [row] = await tx
      .insert(s)
      .values({
        documentId: share.documentId,
        institutionId: share.institutionId,
        connectionRequestId: share.connectionRequestId,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [s.documentId, s.institutionId],
        targetWhere: isNull(s.endedAt),
        set: { expiresAt, connectionRequestId: share.connectionRequestId },
      })
      .returning({ id: s.id });
    ids.set(share.documentId, row!.id);
  }
  if (options.announce)
    await announceShares(
      tx,
      shares.map((share) => ({ ...share, shareId: ids.get(share.documentId)! })),
      publicUrl,
    );
  return ids;
}

/**
 * A document just scanned clean: its live shares (carried over from the version it replaced while it waited for the
 * scan) are announced now, when the institution can open it (docs/decisions/0137-scan-after-store.md).
 */
export async function announceSharesOf(tx: Db, documentId: string, publicUrl: string): Promise<void> {
  const shares = await tx
    .select({
      documentId: s.documentId,
      shareId: s.id,
      institutionId: s.institutionId,
      connectionRequestId: s.connectionRequestId,
      leadId: cr.leadId,
    })
    .from(s)
    .innerJoin(cr, eq(cr.id, s.connectionRequestId))
    .innerJoin(d, eq(d.id, s.documentId))
    .where(and(eq(s.documentId, documentId), liveShare()));
  if (shares.length > 0) await announceShares(tx, shares, publicUrl);
}

/** `document.shared` per share (ids only) and one in-app notice and e-mail per institution, without buyer data. */
async function announceShares(tx: Db, shares: Array<NewShare & { shareId: string }>, publicUrl: string): Promise<void> {
  const perInstitution = new Map<string, number>();
  for (const share of shares) {
    await queueWebhookEvent(tx, {
      institutionId: share.institutionId,
      type: 'document.shared',
      data: { documentId: share.documentId, leadId: share.leadId, shareId: share.shareId },
    });
    perInstitution.set(share.institutionId, (perInstitution.get(share.institutionId) ?? 0) + 1);
  }
  for (const [institutionId, count] of perInstitution) {
    await notifyInstitutionStaff(
      tx,
      institutionId,
      { kind: sharedNotice.kind, title: sharedNotice.title, body: sharedNotice.body(count), link: screens.leadsDashboard },
      documentsSharedEmail(publicUrl, { count }),
    );
  }
}

/**
 * POST /api/me/document-shares: every document must be the buyer's (404 otherwise, as for anyone else's id) and
 * scanned clean (409), and the institution one the buyer accepted and did not revoke (409).
 */
export async function shareDocuments(
  db: Db,
  userId: string,
  input: { institutionId: string; documentIds: string[]; days?: number },
  publicUrl: string,
): Promise<Array<{ documentId: string; shareId: string }>> {
  const documentIds = [...new Set(input.documentIds)];
  return db.transaction(async (tx) => {
    // Locked, so a deletion of one of them waits for this share or finds it written.
    const documents = await tx
      .select({ id: d.id, scan: d.scanStatus })
      .from(d)
      .where(and(eq(d.userId, userId), inArray(d.id, documentIds)))
      .for('update');
    if (documents.length !== documentIds.length) throw new NotFoundError(documentCopy.notFound);
    if (documents.some((document) => document.scan === 'infected')) throw new ConflictError(documentCopy.infected);
    if (documents.some((document) => document.scan !== 'clean')) throw new ConflictError(documentCopy.notScanned);
    const request = await acceptedRequest(tx, userId, input.institutionId);
    if (!request) throw new ConflictError(documentCopy.notAccepted);
    const ids = await writeShares(
      tx,
      documentIds.map((documentId) => ({
        documentId,
        institutionId: input.institutionId,
        connectionRequestId: request.id,
        leadId: request.leadId,
      })),
      input.days ?? defaultShareDays,
      publicUrl,
    );
    return documentIds.map((documentId) => ({ documentId, shareId: ids.get(documentId)! }));
  });
}

/** The buyer's share, not ended, locked; 404 for anyone else's or an ended one. */
async function ownShare(tx: Db, userId: string, shareId: string) {
  const [share] = await tx
    .select({ id: s.id, institutionId: s.institutionId })
    .from(s)
    .innerJoin(d, eq(d.id, s.documentId))
    .where(and(eq(s.id, shareId), eq(d.userId, userId), isNull(s.endedAt)))
    .for('update', { of: s });
  if (!share) throw new NotFoundError(documentCopy.shareNotFound);
  return share;
}

/** DELETE /api/me/document-shares/:id: the institution stops reading it at once. */
export async function endShare(db: Db, userId: string, shareId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownShare(tx, userId, shareId);
    await tx
      .update(s)
      .set({ endedAt: sql`now()`, endReason: 'buyer' })
      .where(eq(s.id, shareId));
  });
}

/** PATCH /api/me/document-shares/:id: `days` from now, also for one that expired; only while the institution is still accepted. */
export async function extendShare(db: Db, userId: string, shareId: string, days: number): Promise<{ id: string; expiresAt: string }> {
  return db.transaction(async (tx) => {
    const share = await ownShare(tx, userId, shareId);
    if (!(await acceptedRequest(tx, userId, share.institutionId))) throw new ConflictError(documentCopy.notAccepted);
    const [row] = await tx
      .update(s)
      .set({ expiresAt: sql`now() + make_interval(days => ${days}::int)` })
      .where(eq(s.id, shareId))
      .returning({ id: s.id, expiresAt: s.expiresAt });
    return { id: row!.id, expiresAt: row!.expiresAt.toISOString() };
  });
}

/** Ends every live share a connection request carries, in the caller's transaction (a revocation of consent). */
export async function endSharesOfRequest(tx: Db, connectionRequestId: string, reason: ShareEndReason): Promise<void> {
  await tx
    .update(s)
    .set({ endedAt: sql`now()`, endReason: reason })
    .where(and(eq(s.connectionRequestId, connectionRequestId), isNull(s.endedAt)));
}
