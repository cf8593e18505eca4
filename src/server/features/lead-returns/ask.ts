// The institution's side of docs/product/lender-integrations.md#lead-returns: ask for a credit on an unlock it paid,
// within the window, once; and read its own returns. Leads are named by id: nothing here reads contact data.
import { and, desc, eq, gte, isNotNull, isNull, notExists } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import {
  leadReturnCopy,
  leadReturnWindowDays,
  type InstitutionLeadReturn,
  type InstitutionLeadReturns,
  type LeadReturnReason,
} from '../../../shared/schemas/lead-returns';
import type { Staff } from '../../auth/viewer';
import { openContact, sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { isUniqueViolation } from '../../db/errors';

const lr = schema.leadReturns;
const cr = schema.connectionRequests;
const p = schema.payments;

export const returnWindowMs = leadReturnWindowDays * 24 * 60 * 60_000;

/** The unlock payment's time plus the window: the last instant a return may be asked. */
export const returnableUntil = (paidAt: Date) => new Date(paidAt.getTime() + returnWindowMs);

const institutionColumns = {
  id: lr.id,
  leadId: lr.leadId,
  reason: lr.reason,
  details: lr.details,
  status: lr.status,
  requestedAt: lr.requestedAt,
  decidedAt: lr.decidedAt,
  decisionNote: lr.decisionNote,
  refundedCents: p.refundedCents,
};

type ReturnRow = typeof lr.$inferSelect;
type InstitutionRow = Pick<ReturnRow, 'id' | 'leadId' | 'reason' | 'details' | 'status' | 'requestedAt' | 'decidedAt' | 'decisionNote'> & {
  refundedCents: number | null;
};

const toInstitutionReturn = (row: InstitutionRow): InstitutionLeadReturn => ({
  id: row.id,
  leadId: row.leadId,
  reason: row.reason,
  // Sealed at rest: what the institution wrote about the wrong contact often quotes it (docs/decisions/0123-…).
  details: openContact(row.details),
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  // The credit shows once the return was approved; a refund from the ledger for another reason is not this return's.
  refundedCents: row.status === 'approved' ? row.refundedCents : null,
});

/** This institution holds the lead unlocked, with no unlock payment behind it. */
async function unlockedForFree(tx: Db, institutionId: string, leadId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cr.id })
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId), isNotNull(cr.unlockedAt), isNull(cr.unlockPaymentId)));
  return row !== undefined;
}

/**
 * Only a lead this institution unlocked itself, through its own paid unlock payment; any other lead is the same 404
 * as everywhere (docs/product/roles.md#access-answers). A revoked consent does not stop a return
 * (docs/decisions/0113-lead-returns.md): the data may have been wrong before the buyer withdrew.
 */
export async function askForReturn(
  db: Db,
  staff: Staff,
  input: { leadId: string; reason: LeadReturnReason; details: string },
  now = new Date(),
): Promise<InstitutionLeadReturn> {
  if (!isUuid(input.leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  try {
    return await db.transaction(async (tx) => {
      // Locked, so a refund from the ledger or a second ask waits for this one.
      const [unlock] = await tx
        .select({ requestId: cr.id, paymentId: p.id, paidAt: p.paidAt, refundedAt: p.refundedAt })
        .from(cr)
        .innerJoin(p, eq(p.id, cr.unlockPaymentId))
        .where(
          and(
            eq(cr.leadId, input.leadId),
            eq(cr.institutionId, staff.institutionId),
            isNotNull(cr.unlockedAt),
            eq(p.institutionId, staff.institutionId),
            eq(p.kind, 'unlock'),
            eq(p.status, 'paid'),
          ),
        )
        .for('update');
      if (!unlock?.paidAt) {
        // Unlocked without a payment of its own ("Me interesa"): there is nothing to credit, and the institution may know why.
        if (await unlockedForFree(tx, staff.institutionId, input.leadId)) throw new ConflictError(leadReturnCopy.freeUnlock);
        throw new NotFoundError(marketplaceCopy.leadNotFound);
      }
      const [asked] = await tx.select({ id: lr.id }).from(lr).where(eq(lr.unlockPaymentId, unlock.paymentId));
      if (asked) throw new ConflictError(leadReturnCopy.alreadyAsked);
      if (unlock.refundedAt) throw new ConflictError(leadReturnCopy.alreadyRefunded);
      if (now.getTime() > returnableUntil(unlock.paidAt).getTime()) throw new ConflictError(leadReturnCopy.windowClosed);
      const [row] = await tx
        .insert(lr)
        .values({
          institutionId: staff.institutionId,
          leadId: input.leadId,
          connectionRequestId: unlock.requestId,
          unlockPaymentId: unlock.paymentId,
          reason: input.reason,
          details: sealContact(input.details || null),
          requestedBy: staff.userId,
          requestedAt: now,
        })
        .returning({ id: lr.id });
      return toInstitutionReturn({
        id: row!.id,
        leadId: input.leadId,
        reason: input.reason,
        details: input.details || null,
        status: 'pending',
        requestedAt: now,
        decidedAt: null,
        decisionNote: null,
        refundedCents: null,
      });
    });
  } catch (error) {
    // Two asks at the same instant: the unique index lets one in.
    if (isUniqueViolation(error)) throw new ConflictError(leadReturnCopy.alreadyAsked);
    throw error;
  }
}

/** The institution's returns, newest first, and the unlocks it may still return, so each lead row knows its action. */
export async function institutionReturns(db: Db, institutionId: string, now = new Date()): Promise<InstitutionLeadReturns> {
  const returns = await db
    .select(institutionColumns)
    .from(lr)
    .innerJoin(p, eq(p.id, lr.unlockPaymentId))
    .where(eq(lr.institutionId, institutionId))
    .orderBy(desc(lr.requestedAt), desc(lr.id))
    .limit(500);
  const returnable = await db
    .select({ leadId: cr.leadId, paidAt: p.paidAt })
    .from(p)
    .innerJoin(cr, eq(cr.unlockPaymentId, p.id))
    .where(
      and(
        eq(p.institutionId, institutionId),
        eq(cr.institutionId, institutionId),
        eq(p.kind, 'unlock'),
        eq(p.status, 'paid'),
        isNull(p.refundedAt),
        gte(p.paidAt, new Date(now.getTime() - returnWindowMs)),
        notExists(db.select({ id: lr.id }).from(lr).where(eq(lr.unlockPaymentId, p.id))),
      ),
    )
    .orderBy(desc(p.paidAt));
  return {
    returns: returns.map(toInstitutionReturn),
    returnable: returnable.map((row) => ({ leadId: row.leadId, until: returnableUntil(row.paidAt!).toISOString() })),
  };
}
