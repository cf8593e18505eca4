// The operator's side of docs/product/lender-integrations.md#lead-returns: the queue on /admin/pagos and the decision.
// An approval refunds the unlock through the payments ledger's one refund path, once (docs/decisions/0113-lead-returns.md).
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatCentsExact } from '../../../shared/format';
import { adminPageSize } from '../../../shared/schemas/admin';
import {
  leadReturnCopy,
  type AdminLeadReturn,
  type AdminLeadReturnPage,
  type AdminLeadReturnsQuery,
} from '../../../shared/schemas/lead-returns';
import { screens } from '../../../shared/screens';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { contactCheckEmail, leadReturnDecidedEmail } from '../../mail/templates';
import { notifyInstitutionStaff, notifyUser } from '../notifications/service';
import { refundPayment } from '../payment-ledger/service';
import type { PaymentDeps } from '../payments/service';

const lr = schema.leadReturns;
const p = schema.payments;
const cr = schema.connectionRequests;
const inst = schema.institutions;
const requester = alias(schema.user, 'requester');
const decider = alias(schema.user, 'decider');

const adminColumns = {
  id: lr.id,
  institutionId: lr.institutionId,
  institutionName: inst.name,
  leadId: lr.leadId,
  reason: lr.reason,
  details: lr.details,
  status: lr.status,
  requestedAt: lr.requestedAt,
  requestedBy: requester.email,
  unlockPaymentId: lr.unlockPaymentId,
  unlockAmountCents: p.amountCents,
  unlockPaidAt: p.paidAt,
  refundedCents: p.refundedCents,
  refundedAt: p.refundedAt,
  revokedAt: cr.revokedAt,
  decidedAt: lr.decidedAt,
  decidedBy: decider.name,
  decisionNote: lr.decisionNote,
};

function adminQuery(db: Db) {
  return db
    .select(adminColumns)
    .from(lr)
    .innerJoin(inst, eq(inst.id, lr.institutionId))
    .innerJoin(p, eq(p.id, lr.unlockPaymentId))
    .innerJoin(cr, eq(cr.id, lr.connectionRequestId))
    .innerJoin(requester, eq(requester.id, lr.requestedBy))
    .leftJoin(decider, eq(decider.id, lr.decidedBy));
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];
const toAdminReturn = ({ revokedAt, ...row }: AdminRow): AdminLeadReturn => ({
  ...row,
  // Sealed at rest: what the institution wrote about the wrong contact often quotes it (docs/decisions/0123-…).
  details: openContact(row.details),
  requestedAt: row.requestedAt.toISOString(),
  unlockPaidAt: row.unlockPaidAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
  consentRevoked: revokedAt !== null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** Pending first (the operator's work), then the decided ones, newest first. */
export async function adminReturns(db: Db, query: AdminLeadReturnsQuery): Promise<AdminLeadReturnPage> {
  const rows = await adminQuery(db)
    .orderBy(asc(sql`${lr.status} <> 'pending'`), desc(lr.requestedAt), desc(lr.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  const [totals] = await db
    .select({ total: count(), pending: sql<number>`count(*) filter (where ${lr.status} = 'pending')::int` })
    .from(lr);
  return {
    items: rows.map(toAdminReturn),
    pending: totals?.pending ?? 0,
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}

async function adminReturn(db: Db, id: string): Promise<AdminLeadReturn> {
  const [row] = await adminQuery(db).where(eq(lr.id, id));
  if (!row) throw new NotFoundError(leadReturnCopy.returnNotFound);
  return toAdminReturn(row);
}

/**
 * `pending → approved | refused`, once. The return's row is locked for the whole decision, so a second approval (even
 * at the same instant, from another process) waits and then finds it decided: 409, and the provider is asked once.
 * The refund runs inside the same transaction: if the provider fails, nothing is recorded and the return stays pending.
 */
export async function decideReturn(
  deps: PaymentDeps,
  operatorId: string,
  id: string,
  decision: { decision: 'approve' | 'refuse'; note: string },
): Promise<AdminLeadReturn> {
  if (!isUuid(id)) throw new NotFoundError(leadReturnCopy.returnNotFound);
  const publicUrl = deps.config.publicUrl;
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(lr).where(eq(lr.id, id)).for('update');
    if (!row) throw new NotFoundError(leadReturnCopy.returnNotFound);
    if (row.status !== 'pending') throw new ConflictError(leadReturnCopy.alreadyDecided(row.status));
    const approved = decision.decision === 'approve';
    const now = new Date();
    if (approved) {
      const [payment] = await tx.select({ refundedAt: p.refundedAt }).from(p).where(eq(p.id, row.unlockPaymentId));
      // Refunded from the ledger meanwhile: the credit was given; the approval is recorded and nothing moves twice.
      if (!payment?.refundedAt) await refundPayment({ ...deps, db: tx }, operatorId, row.unlockPaymentId);
      await askBuyerToCheckContact(tx, row.leadId, now, publicUrl);
    }
    await tx
      .update(lr)
      .set({ status: approved ? 'approved' : 'refused', decidedBy: operatorId, decidedAt: now, decisionNote: decision.note || null })
      .where(and(eq(lr.id, id), eq(lr.status, 'pending')));
    const [facts] = await tx
      .select({ municipio: schema.leads.municipio, amountCents: p.amountCents, refundedCents: p.refundedCents })
      .from(p)
      .leftJoin(schema.leads, eq(schema.leads.id, row.leadId))
      .where(eq(p.id, row.unlockPaymentId));
    const municipio = facts?.municipio ?? 'Puerto Rico';
    const amount = formatCentsExact(facts?.refundedCents ?? facts?.amountCents ?? 0);
    await notifyInstitutionStaff(
      tx,
      row.institutionId,
      {
        kind: 'lead-return-decided',
        title: approved ? 'Crédito aprobado' : 'Crédito rechazado',
        body: approved
          ? `Aprobamos tu pedido de crédito por el lead ${row.leadId} (${municipio}): reembolsamos ${amount} del desbloqueo.`
          : `Rechazamos tu pedido de crédito por el lead ${row.leadId} (${municipio}).`,
        link: approved ? screens.institutionPayments : screens.leadsDashboard,
      },
      leadReturnDecidedEmail(publicUrl, { leadId: row.leadId, municipio, approved, amount, note: decision.note || null }),
    );
  });
  return adminReturn(deps.db, id);
}

/**
 * The buyer is asked to confirm or correct their contact data, without being told who could not reach them or what
 * it cost (docs/product/lender-integrations.md#lead-returns). A buyer who deleted the account is not written to.
 */
async function askBuyerToCheckContact(tx: Db, leadId: string, now: Date, publicUrl: string) {
  const [buyer] = await tx
    .update(schema.leads)
    .set({ contactCheckRequestedAt: now })
    .from(schema.user)
    .where(and(eq(schema.leads.id, leadId), eq(schema.user.id, schema.leads.userId), isNull(schema.user.deletedAt)))
    .returning({ userId: schema.user.id, email: schema.user.email });
  if (!buyer) return;
  await notifyUser(
    tx,
    buyer,
    {
      kind: 'contact-check',
      title: 'Confirma tus datos de contacto',
      body: 'Una institución no pudo comunicarse contigo. Revisa tu correo y tu teléfono en tu panel.',
      link: screens.dashboard,
    },
    contactCheckEmail(publicUrl),
  );
}
