// A payment's confirmation and its effects. A payment counts only when confirmed, and confirming is idempotent:
// the first confirmation flips the row from pending to paid and applies the effect in the same transaction;
// every later (or concurrent) one finds nothing pending and changes nothing (docs/product/api.md#payments-count-only-when-the-provider-confirms-them).
import { and, eq, isNull } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { screens } from '../../../shared/screens';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { publishEvent } from '../../live/publish';
import { connectionRequestEmail } from '../../mail/templates';
import { checkRequestPlace } from '../bank-leads/service';
import { openConversation } from '../conversations/service';
import { buyerFacingName } from '../institutions/service';
import { leadWantsEmail, notifyUser } from '../notifications/service';
import { queueWebhookEvent } from '../webhooks/service';
import type { PaymentDeps, PaymentRow } from './deps';
import { refundRefusedPayment, type Refusal } from './refusal';

/**
 * Marks the checkout paid and applies its effect, once. Safe to call twice or concurrently: the conditional
 * update lets exactly one caller through; the others see the payment already settled and return it unchanged.
 * What no longer fits the lead when the money arrives is refunded instead (refusal.ts, docs/decisions/0138).
 */
export async function confirmPayment(deps: PaymentDeps, sessionId: string): Promise<PaymentRow> {
  return deps.db.transaction((tx) => confirmPaymentIn(tx, deps, sessionId));
}

/** The same, inside a caller's transaction (the Stripe webhook records its event in the same one). */
export async function confirmPaymentIn(tx: Db, deps: PaymentDeps, sessionId: string): Promise<PaymentRow> {
  await lockLeadOfSession(tx, sessionId);
  const p = schema.payments;
  const [paid] = await tx
    .update(p)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(p.providerSessionId, sessionId), eq(p.status, 'pending')))
    .returning();
  if (!paid) {
    const [existing] = await tx.select().from(p).where(eq(p.providerSessionId, sessionId));
    if (!existing) throw new NotFoundError(marketplaceCopy.paymentNotFound);
    if (existing.status !== 'paid' && existing.status !== 'refunded') throw new ConflictError(marketplaceCopy.paymentNotProcessed);
    return existing;
  }
  const refusal = paid.kind === 'request' ? await applyRequestPaid(tx, deps, paid) : await applyUnlockPaid(tx, paid);
  return refusal ? refundRefusedPayment(tx, deps, paid, refusal) : paid;
}

/**
 * The lead a checkout is for, locked before its payment row: a checkout that opens locks the lead first too, so the
 * two queue up instead of deadlocking, and two confirmations cannot both take the lead's last open place.
 */
export async function lockLeadOfSession(tx: Db, sessionId: string): Promise<void> {
  const p = schema.payments;
  const cr = schema.connectionRequests;
  await tx
    .select({ id: schema.leads.id })
    .from(schema.leads)
    .innerJoin(cr, eq(cr.leadId, schema.leads.id))
    .innerJoin(p, eq(p.connectionRequestId, cr.id))
    .where(eq(p.providerSessionId, sessionId))
    .for('update', { of: schema.leads });
}

/** A checkout that ended without money (expired, or its payment failed): only a pending one changes. */
export async function closePendingPayment(tx: Db, sessionId: string, status: 'expired' | 'canceled'): Promise<boolean> {
  const p = schema.payments;
  const closed = await tx
    .update(p)
    .set({ status })
    .where(and(eq(p.providerSessionId, sessionId), eq(p.status, 'pending')))
    .returning({ id: p.id });
  return closed.length > 0;
}

/**
 * Step 1 paid: the request becomes visible to the buyer, who is told in the app and live, and by e-mail when the
 * buyer's contact channels include it. Checked again
 * first with the rule a new request meets (bank-leads `checkRequestPlace`): the answer is why it no longer fits.
 */
async function applyRequestPaid(tx: Db, deps: PaymentDeps, payment: PaymentRow): Promise<Refusal | null> {
  const cr = schema.connectionRequests;
  const [target] = await tx.select({ leadId: cr.leadId }).from(cr).where(eq(cr.id, payment.connectionRequestId));
  if (!target) throw new NotFoundError(marketplaceCopy.requestNotFound);
  const place = await checkRequestPlace(tx, payment.institutionId, target.leadId, deps.config.maxOpenRequestsPerLead);
  if (place.refusal) return place.refusal;
  // Answered meanwhile (the buyer's own "Me interesa" gives the contact for free): nothing left to buy.
  if (place.existing?.status !== 'pending' || place.existing.requestPaymentId) return 'settled';
  const [request] = await tx
    .update(cr)
    .set({ requestPaymentId: payment.id, purchasedAt: new Date() })
    .where(and(eq(cr.id, payment.connectionRequestId), eq(cr.status, 'pending')))
    .returning({ leadId: cr.leadId });
  if (!request) return 'settled';
  const [buyer] = await tx
    .select({
      userId: schema.user.id,
      email: schema.user.email,
      municipio: schema.leads.municipio,
      bankName: buyerFacingName,
      wantsEmail: leadWantsEmail,
    })
    .from(schema.leads)
    .innerJoin(schema.user, eq(schema.user.id, schema.leads.userId))
    .innerJoin(schema.institutions, eq(schema.institutions.id, payment.institutionId))
    .where(eq(schema.leads.id, request.leadId));
  if (!buyer) return null;
  await notifyUser(
    tx,
    buyer,
    {
      kind: 'connection-request',
      title: 'Nueva solicitud de conexión',
      body: `${buyer.bankName} quiere contactarte sobre tu búsqueda de vivienda en ${buyer.municipio}.`,
      link: screens.connectionRequests,
    },
    // In the app only for a buyer who left e-mail out of the contact channels.
    buyer.wantsEmail ? connectionRequestEmail(deps.config.publicUrl, { bankName: buyer.bankName, municipio: buyer.municipio }) : null,
  );
  await publishEvent(
    tx,
    { kind: 'user', id: buyer.userId },
    { type: 'connection-request', payload: { requestId: payment.connectionRequestId } },
  );
  return null;
}

/** Step 2 paid: the lead is unlocked and its conversation opens, in the same transaction, while the consent stands. */
async function applyUnlockPaid(tx: Db, payment: PaymentRow): Promise<Refusal | null> {
  const cr = schema.connectionRequests;
  const [state] = await tx
    .select({ status: cr.status, revokedAt: cr.revokedAt, unlockedAt: cr.unlockedAt, onSale: schema.leads.buyerVerified })
    .from(cr)
    .innerJoin(schema.leads, eq(schema.leads.id, cr.leadId))
    .where(eq(cr.id, payment.connectionRequestId))
    .for('update', { of: cr });
  // An account deleted, or a consent withdrawn, while the checkout was open leaves nothing to unlock.
  if (!state?.onSale) return 'gone';
  if (state.revokedAt) return 'revoked';
  if (state.status !== 'accepted' || state.unlockedAt) return 'settled';
  const unlockedAt = new Date();
  const [request] = await tx
    .update(cr)
    .set({ unlockPaymentId: payment.id, unlockedAt })
    .where(and(eq(cr.id, payment.connectionRequestId), eq(cr.status, 'accepted'), isNull(cr.revokedAt)))
    .returning({ leadId: cr.leadId });
  if (!request) return 'settled';
  // The contact itself is fetched through the API; the event only says which lead (docs/webhooks.md).
  await queueWebhookEvent(tx, {
    institutionId: payment.institutionId,
    type: 'lead.unlocked',
    data: { leadId: request.leadId, connectionRequestId: payment.connectionRequestId, unlockedAt: unlockedAt.toISOString() },
  });
  const [lead] = await tx
    .select({ userId: schema.leads.userId, bankName: buyerFacingName })
    .from(schema.leads)
    .innerJoin(schema.institutions, eq(schema.institutions.id, payment.institutionId))
    .where(eq(schema.leads.id, request.leadId));
  if (!lead) return null;
  await openConversation(tx, {
    userId: lead.userId,
    institutionId: payment.institutionId,
    leadId: request.leadId,
    institutionName: lead.bankName,
  });
  return null;
}
