// docs/product/buyer-control.md#proof-of-consent and #record-of-contacts: the institution's certificate of a buyer's
// acceptance, the contact attempts its staff log, its in-app notices, and the operator's view of consent records.
// Nothing here reads the buyer's contact data: leads are named by id.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { adminCopy } from '../../../shared/copy/admin';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { adminPageSize } from '../../../shared/schemas/admin';
import {
  describeContactPreferences,
  type ContactAttempt,
  type ContactAttemptOutcome,
  type ContactChannel,
  type ContactPreferences,
} from '../../../shared/schemas/buyer-control';
import {
  consentRecordCopy,
  type ConsentCertificate,
  type ConsentDecision,
  type ConsentRecordLookup,
  type RevocationPage,
  type RevocationsQuery,
} from '../../../shared/schemas/consent-record';
import type { Staff } from '../../auth/viewer';
import { openContact, sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { normaliseVerificationCode } from '../../db/verification-code';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { buyerFacingName } from '../institutions/service';

export { listUnreadNotices, markNoticesRead } from '../notifications/service';
export { clientHasher, type ClientFacts } from './client-hash';

const cr = schema.connectionRequests;
const c = schema.consentRecords;
const a = schema.contactAttempts;
const inst = schema.institutions;

const preferencesText = (prefs: ContactPreferences | null) => (prefs ? describeContactPreferences(prefs) : null);

/**
 * This institution's request for the lead, if it unlocked the buyer; anything else (another institution's lead, a lead
 * it never unlocked, an unknown id) is the same 404, so an id reveals nothing (docs/product/roles.md#access-answers).
 * `lock` holds the row until the transaction ends, so a revocation cannot land between the check and the write.
 */
async function unlockedRequest(db: Db, institutionId: string, leadId: string, lock = false) {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const query = db
    .select({ id: cr.id, unlockedAt: cr.unlockedAt, revokedAt: cr.revokedAt })
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId), isNotNull(cr.unlockedAt)));
  const [request] = lock ? await query.for('update') : await query;
  if (!request?.unlockedAt) throw new NotFoundError(marketplaceCopy.leadNotFound);
  return { ...request, unlockedAt: request.unlockedAt };
}

export async function consentCertificate(
  db: Db,
  institution: { id: string; name: string },
  leadId: string,
  now = new Date(),
): Promise<ConsentCertificate> {
  const request = await unlockedRequest(db, institution.id, leadId);
  const records = await db
    .select({
      decision: c.decision,
      consentText: c.consentText,
      clientHash: c.clientHash,
      contactPreferences: c.contactPreferences,
      verificationCode: c.verificationCode,
      createdAt: c.createdAt,
    })
    .from(c)
    .where(eq(c.connectionRequestId, request.id))
    .orderBy(asc(c.createdAt));
  const acceptance = records.find((record) => record.decision === 'accepted');
  if (!acceptance) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const revocation = records.findLast((record) => record.decision === 'revoked');
  return {
    verificationCode: acceptance.verificationCode,
    leadId,
    institutionName: institution.name,
    decision: 'accepted',
    consentText: acceptance.consentText,
    acceptedAt: acceptance.createdAt.toISOString(),
    contactPreferences: acceptance.contactPreferences,
    contactPreferencesText: preferencesText(acceptance.contactPreferences),
    clientHash: acceptance.clientHash,
    unlockedAt: request.unlockedAt.toISOString(),
    revocation: revocation
      ? {
          revokedAt: revocation.createdAt.toISOString(),
          consentText: revocation.consentText,
          verificationCode: revocation.verificationCode,
          clientHash: revocation.clientHash,
        }
      : null,
    issuedAt: now.toISOString(),
  };
}

/** A clock a few minutes fast on the officer's computer must not refuse an attempt made just now. */
const futureToleranceMs = 5 * 60_000;
/** The form picks a minute: an attempt logged in the minute of the unlock reads as a little before it. */
const unlockToleranceMs = 60_000;

const attemptColumns = {
  id: a.id,
  attemptedAt: a.attemptedAt,
  channel: a.channel,
  outcome: a.outcome,
  note: a.note,
  createdAt: a.createdAt,
};

function toAttempt(row: { [K in keyof typeof attemptColumns]: (typeof a.$inferSelect)[K] }, institutionName: string): ContactAttempt {
  return {
    ...row,
    // Sealed at rest: the note often carries the phone or e-mail tried (docs/decisions/0123-…).
    note: openContact(row.note),
    institutionName,
    attemptedAt: row.attemptedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** docs/product/buyer-control.md#record-of-contacts: on a lead this institution unlocked, never after a revocation, never in the future. */
export async function logContactAttempt(
  db: Db,
  staff: Staff & { institutionName: string },
  leadId: string,
  attempt: { attemptedAt: string; channel: ContactChannel; outcome: ContactAttemptOutcome; note: string },
  now = new Date(),
): Promise<ContactAttempt> {
  return db.transaction(async (tx) => {
    const request = await unlockedRequest(tx, staff.institutionId, leadId, true);
    if (request.revokedAt) throw new ConflictError(marketplaceCopy.consentRevoked);
    const attemptedAt = new Date(attempt.attemptedAt);
    if (attemptedAt.getTime() > now.getTime() + futureToleranceMs) throw new BadRequestError(consentRecordCopy.attemptInFuture);
    if (attemptedAt.getTime() < request.unlockedAt.getTime() - unlockToleranceMs)
      throw new BadRequestError(consentRecordCopy.attemptBeforeUnlock);
    const [row] = await tx
      .insert(a)
      .values({
        connectionRequestId: request.id,
        institutionId: staff.institutionId,
        staffUserId: staff.userId,
        attemptedAt,
        channel: attempt.channel,
        outcome: attempt.outcome,
        note: sealContact(attempt.note || null),
      })
      .returning(attemptColumns);
    return toAttempt(row!, staff.institutionName);
  });
}

/** This institution's attempts on a lead it unlocked, newest first; still readable after a revocation. */
export async function listContactAttempts(db: Db, institution: { id: string; name: string }, leadId: string): Promise<ContactAttempt[]> {
  const request = await unlockedRequest(db, institution.id, leadId);
  const rows = await db
    .select(attemptColumns)
    .from(a)
    .where(and(eq(a.connectionRequestId, request.id), eq(a.institutionId, institution.id)))
    .orderBy(desc(a.attemptedAt), desc(a.createdAt));
  return rows.map((row) => toAttempt(row, institution.name));
}

/**
 * Every attempt logged on a buyer's lead, newest first, with each institution as buyers see it: the buyer reads them
 * under each institution (docs/product/buyer-control.md#record-of-contacts) and in the export of their data.
 */
export async function contactAttemptsOnLead(db: Db, leadId: string): Promise<Array<ContactAttempt & { requestId: string }>> {
  const rows = await db
    .select({ ...attemptColumns, requestId: a.connectionRequestId, institutionName: buyerFacingName })
    .from(a)
    .innerJoin(cr, eq(cr.id, a.connectionRequestId))
    .innerJoin(inst, eq(inst.id, a.institutionId))
    .where(eq(cr.leadId, leadId))
    .orderBy(desc(a.attemptedAt), desc(a.createdAt));
  return rows.map(({ requestId, institutionName, ...row }) => ({ ...toAttempt(row, institutionName), requestId }));
}

/** The operator types the code printed on a certificate (any case, dashes or not) and reads the record it belongs to. */
export async function lookupConsentRecord(db: Db, typed: string): Promise<ConsentRecordLookup> {
  const code = normaliseVerificationCode(typed);
  const [row] = await db
    .select({
      verificationCode: c.verificationCode,
      decision: c.decision,
      consentText: c.consentText,
      createdAt: c.createdAt,
      clientHash: c.clientHash,
      contactPreferences: c.contactPreferences,
      institutionId: c.institutionId,
      institutionName: inst.name,
      leadId: c.leadId,
      requestId: c.connectionRequestId,
      unlockedAt: cr.unlockedAt,
      revokedAt: cr.revokedAt,
    })
    .from(c)
    .innerJoin(inst, eq(inst.id, c.institutionId))
    .innerJoin(cr, eq(cr.id, c.connectionRequestId))
    .where(eq(c.verificationCode, code));
  if (!row) throw new NotFoundError(consentRecordCopy.codeNotFound);
  const [revocation] =
    row.revokedAt && row.decision !== 'revoked'
      ? await db
          .select({ verificationCode: c.verificationCode })
          .from(c)
          .where(and(eq(c.connectionRequestId, row.requestId), eq(c.decision, 'revoked')))
          .orderBy(desc(c.createdAt))
          .limit(1)
      : [];
  return {
    verificationCode: row.verificationCode,
    decision: row.decision,
    consentText: row.consentText,
    recordedAt: row.createdAt.toISOString(),
    clientHash: row.clientHash,
    contactPreferences: row.contactPreferences,
    contactPreferencesText: preferencesText(row.contactPreferences),
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    leadId: row.leadId,
    unlockedAt: row.unlockedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revocationCode: revocation?.verificationCode ?? null,
  };
}

/** docs/product/buyer-control.md#revoking-consent: money is not refunded automatically, so the operator sees what was paid. */
export async function listRevocations(db: Db, query: RevocationsQuery): Promise<RevocationPage> {
  const p = schema.payments;
  const revoked = isNotNull(cr.revokedAt);
  const [totals] = await db.select({ total: count() }).from(cr).where(revoked);
  const rows = await db
    .select({
      requestId: cr.id,
      institutionId: cr.institutionId,
      institutionName: inst.name,
      leadId: cr.leadId,
      revokedAt: cr.revokedAt,
      reason: cr.revokeReason,
      verificationCode: c.verificationCode,
      unlockPaymentId: cr.unlockPaymentId,
      unlockAmountCents: p.amountCents,
      unlockRefundedAt: p.refundedAt,
    })
    .from(cr)
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .leftJoin(p, eq(p.id, cr.unlockPaymentId))
    .leftJoin(c, and(eq(c.connectionRequestId, cr.id), eq(c.decision, 'revoked')))
    .where(revoked)
    .orderBy(desc(cr.revokedAt), desc(cr.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  return {
    items: rows.map(({ revokedAt, unlockRefundedAt, ...row }) => ({
      ...row,
      reason: openContact(row.reason),
      revokedAt: revokedAt!.toISOString(),
      unlockPaid: row.unlockPaymentId !== null,
      unlockRefunded: unlockRefundedAt !== null,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}

export type ConsentRecordRow =
  | {
      kind: 'consent';
      at: Date;
      leadId: string;
      decision: ConsentDecision;
      verificationCode: string;
      consentText: string;
      contactPreferences: ContactPreferences | null;
      clientHash: string;
    }
  | {
      kind: 'attempt';
      at: Date;
      leadId: string;
      channel: ContactChannel;
      outcome: ContactAttemptOutcome;
      note: string | null;
      staffEmail: string;
      createdAt: Date;
    };

/** The institution for the export's file name; unknown ids are the operator's 404. */
export async function institutionForExport(db: Db, institutionId: string): Promise<{ id: string; slug: string }> {
  if (!isUuid(institutionId)) throw new NotFoundError(adminCopy.institutionNotFound);
  const [row] = await db.select({ id: inst.id, slug: inst.slug }).from(inst).where(eq(inst.id, institutionId));
  if (!row) throw new NotFoundError(adminCopy.institutionNotFound);
  return row;
}

const batchSize = 500;

async function* inBatches<T>(read: (offset: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await read(offset);
    yield* rows;
    if (rows.length < batchSize) return;
  }
}

/** Two streams, each already in time order, as one. */
async function* byTime<T extends { at: Date }>(first: AsyncIterator<T>, second: AsyncIterator<T>): AsyncGenerator<T> {
  let x = await first.next();
  let y = await second.next();
  while (!x.done || !y.done) {
    if (!x.done && (y.done || x.value.at.getTime() <= y.value.at.getTime())) {
      yield x.value;
      x = await first.next();
    } else if (!y.done) {
      yield y.value;
      y = await second.next();
    }
  }
}

/**
 * docs/product/buyer-control.md#record-of-contacts: one institution's consent records and contact attempts of the last
 * five years (what PR Law 210 asks be kept), oldest first, read in batches so memory stays flat.
 */
export function institutionConsentRecord(db: Db, institutionId: string): AsyncGenerator<ConsentRecordRow> {
  const fiveYearsAgo = sql`now() - interval '5 years'`;
  const consents = inBatches(async (offset): Promise<ConsentRecordRow[]> => {
    const rows = await db
      .select({
        at: c.createdAt,
        leadId: c.leadId,
        decision: c.decision,
        verificationCode: c.verificationCode,
        consentText: c.consentText,
        contactPreferences: c.contactPreferences,
        clientHash: c.clientHash,
      })
      .from(c)
      .where(and(eq(c.institutionId, institutionId), sql`${c.createdAt} >= ${fiveYearsAgo}`))
      .orderBy(asc(c.createdAt), asc(c.id))
      .limit(batchSize)
      .offset(offset);
    return rows.map((row) => ({ kind: 'consent', ...row }));
  });
  const attempts = inBatches(async (offset): Promise<ConsentRecordRow[]> => {
    const rows = await db
      .select({
        at: a.attemptedAt,
        leadId: cr.leadId,
        channel: a.channel,
        outcome: a.outcome,
        note: a.note,
        staffEmail: schema.user.email,
        createdAt: a.createdAt,
      })
      .from(a)
      .innerJoin(cr, eq(cr.id, a.connectionRequestId))
      .innerJoin(schema.user, eq(schema.user.id, a.staffUserId))
      .where(and(eq(a.institutionId, institutionId), sql`${a.attemptedAt} >= ${fiveYearsAgo}`))
      .orderBy(asc(a.attemptedAt), asc(a.id))
      .limit(batchSize)
      .offset(offset);
    return rows.map((row) => ({ kind: 'attempt', ...row, note: openContact(row.note) }));
  });
  return byTime(consents, attempts);
}
