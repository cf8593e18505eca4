// Checkouts and their confirmation. A payment counts only when confirmed, and confirming is idempotent:
// the first confirmation flips the row from pending to paid and applies the effect in the same transaction;
// every later (or concurrent) one finds nothing pending and changes nothing (DECISIONS 6).
import { and, eq } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { CheckoutResponse, Payment } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { connectionRequestEmail } from '../../mail/templates';
import type { PaymentProvider } from '../../payments';
import { ensureConnectionRequest } from '../bank-leads/service';
import { notifyUser } from '../notifications/service';
import { currentPrices } from '../prices/service';
import { publishEvent } from '../../live/publish';
import { buyerFacingName } from '../institutions/buyer-name';

type Kind = 'request' | 'unlock';
type Staff = { userId: string; institution: { id: string; name: string } };
type PaymentRow = typeof schema.payments.$inferSelect;

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  config: Config;
}

/** Step 1 (SPEC §7 `pay/request`): finds or creates the request, refuses one already paid, opens a checkout. */
export async function startRequestCheckout(deps: PaymentDeps, staff: Staff, leadId: string): Promise<CheckoutResponse> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const opened = await deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: schema.leads.id }).from(schema.leads).where(eq(schema.leads.id, leadId));
    if (!lead) throw new NotFoundError(marketplaceCopy.leadNotFound);
    const request = await ensureConnectionRequest(tx, staff.institution.id, leadId);
    if (request.requestPaymentId) throw new ConflictError(marketplaceCopy.alreadyRequested);
    return openPayment(tx, deps, staff, request.id, 'request');
  });
  return checkout(deps, opened, leadId, `Solicitud de conexión ${leadId}`);
}

/** SPEC §7 `request-connection/{id}`: the same step for a request created earlier without purchase. */
export async function startCheckoutForRequest(deps: PaymentDeps, staff: Staff, connectionRequestId: string): Promise<CheckoutResponse> {
  const request = await findOwnRequest(deps.db, staff, connectionRequestId);
  return startRequestCheckout(deps, staff, request.leadId);
}

/** Step 2 (SPEC §7 `pay/unlock`): only when the buyer accepted (DECISIONS 7); refused before any checkout. */
export async function startUnlockCheckout(deps: PaymentDeps, staff: Staff, leadId: string): Promise<CheckoutResponse> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const opened = await deps.db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: schema.leads.id }).from(schema.leads).where(eq(schema.leads.id, leadId));
    if (!lead) throw new NotFoundError(marketplaceCopy.leadNotFound);
    const cr = schema.connectionRequests;
    const [request] = await tx
      .select()
      .from(cr)
      .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, staff.institution.id)))
      .for('update');
    if (!request || request.status !== 'accepted') throw new ConflictError(marketplaceCopy.connectionNotAccepted);
    if (request.unlockedAt) throw new ConflictError(marketplaceCopy.alreadyUnlocked);
    return openPayment(tx, deps, staff, request.id, 'unlock');
  });
  return checkout(deps, opened, leadId, `Desbloqueo de contacto ${leadId}`);
}

interface Opened {
  payment: PaymentRow;
  /** Provider sessions of the unfinished checkouts this one replaced. */
  abandoned: string[];
}

/** A new pending payment at today's price; an earlier unfinished checkout for the same step is abandoned. */
async function openPayment(tx: Db, deps: PaymentDeps, staff: Staff, connectionRequestId: string, kind: Kind): Promise<Opened> {
  const p = schema.payments;
  const abandoned = await tx
    .update(p)
    .set({ status: 'canceled' })
    .where(and(eq(p.connectionRequestId, connectionRequestId), eq(p.kind, kind), eq(p.status, 'pending')))
    .returning({ sessionId: p.providerSessionId });
  const id = crypto.randomUUID();
  // The operator's price of this moment; a later change never alters this row (issue 7).
  const prices = await currentPrices(tx, deps.config);
  const [payment] = await tx
    .insert(p)
    .values({
      id,
      institutionId: staff.institution.id,
      staffUserId: staff.userId,
      kind,
      connectionRequestId,
      amountCents: kind === 'request' ? prices.connectionRequestCents : prices.unlockCents,
      provider: deps.provider.name,
      // Replaced by the provider's id right after; unique meanwhile.
      providerSessionId: `opening:${id}`,
    })
    .returning();
  return { payment: payment!, abandoned: abandoned.map((row) => row.sessionId).filter((id) => !id.startsWith('opening:')) };
}

async function checkout(deps: PaymentDeps, { payment, abandoned }: Opened, leadId: string, description: string): Promise<CheckoutResponse> {
  const p = schema.payments;
  // The replaced checkouts must not take money any more (docs/decisions/0050); a failure here is not the officer's.
  await Promise.allSettled(abandoned.map((sessionId) => deps.provider.expireCheckout(sessionId)));
  try {
    const paths = returnPaths(payment.kind, leadId, '{CHECKOUT_SESSION_ID}');
    const session = await deps.provider.createCheckout({
      paymentId: payment.id,
      kind: payment.kind,
      amountCents: payment.amountCents,
      description,
      successUrl: `${deps.config.publicUrl}${paths.successPath}`,
      cancelUrl: `${deps.config.publicUrl}${paths.cancelPath}`,
    });
    await deps.db.update(p).set({ providerSessionId: session.sessionId }).where(eq(p.id, payment.id));
    return { url: session.url, checkoutUrl: session.url, sessionId: session.sessionId };
  } catch (error) {
    await deps.db.update(p).set({ status: 'canceled' }).where(eq(p.id, payment.id));
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, marketplaceCopy.checkoutFailed);
  }
}

/**
 * Marks the checkout paid and applies its effect, once. Safe to call twice or concurrently: the conditional
 * update lets exactly one caller through; the others see the payment already paid and return it unchanged.
 */
export async function confirmPayment(deps: PaymentDeps, sessionId: string): Promise<PaymentRow> {
  return deps.db.transaction((tx) => confirmPaymentIn(tx, deps, sessionId));
}

/** The same, inside a caller's transaction (the Stripe webhook records its event in the same one). */
export async function confirmPaymentIn(tx: Db, deps: PaymentDeps, sessionId: string): Promise<PaymentRow> {
  const p = schema.payments;
  const [paid] = await tx
    .update(p)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(p.providerSessionId, sessionId), eq(p.status, 'pending')))
    .returning();
  if (!paid) {
    const [existing] = await tx.select().from(p).where(eq(p.providerSessionId, sessionId));
    if (!existing) throw new NotFoundError(marketplaceCopy.paymentNotFound);
    if (existing.status !== 'paid') throw new ConflictError(marketplaceCopy.paymentNotProcessed);
    return existing;
  }
  if (paid.kind === 'request') await applyRequestPaid(tx, deps, paid);
  else await applyUnlockPaid(tx, paid);
  return paid;
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

async function applyRequestPaid(tx: Db, deps: PaymentDeps, payment: PaymentRow) {
  const cr = schema.connectionRequests;
  const [request] = await tx
    .update(cr)
    .set({ requestPaymentId: payment.id, purchasedAt: new Date() })
    .where(and(eq(cr.id, payment.connectionRequestId), eq(cr.status, 'pending')))
    .returning({ leadId: cr.leadId });
  if (!request) throw new ConflictError(marketplaceCopy.paymentNotProcessed);
  const [buyer] = await tx
    .select({ userId: schema.user.id, email: schema.user.email, municipio: schema.leads.municipio, bankName: buyerFacingName })
    .from(schema.leads)
    .innerJoin(schema.user, eq(schema.user.id, schema.leads.userId))
    .innerJoin(schema.institutions, eq(schema.institutions.id, payment.institutionId))
    .where(eq(schema.leads.id, request.leadId));
  if (!buyer) return;
  await notifyUser(
    tx,
    buyer,
    {
      kind: 'connection-request',
      title: 'Nueva solicitud de conexión',
      body: `${buyer.bankName} quiere contactarte sobre tu búsqueda de vivienda en ${buyer.municipio}.`,
      link: screens.connectionRequests,
    },
    connectionRequestEmail(deps.config.publicUrl, { bankName: buyer.bankName, municipio: buyer.municipio }),
  );
  await publishEvent(tx, { kind: 'user', id: buyer.userId }, { type: 'connection-request', payload: { requestId: payment.connectionRequestId } });
}

async function applyUnlockPaid(tx: Db, payment: PaymentRow) {
  const cr = schema.connectionRequests;
  const [request] = await tx
    .update(cr)
    .set({ unlockPaymentId: payment.id, unlockedAt: new Date() })
    .where(and(eq(cr.id, payment.connectionRequestId), eq(cr.status, 'accepted')))
    .returning({ leadId: cr.leadId });
  if (!request) throw new ConflictError(marketplaceCopy.connectionNotAccepted);
  const [lead] = await tx
    .select({ userId: schema.leads.userId, bankName: buyerFacingName })
    .from(schema.leads)
    .innerJoin(schema.institutions, eq(schema.institutions.id, payment.institutionId))
    .where(eq(schema.leads.id, request.leadId));
  if (!lead) return;
  // SPEC §3 "Conversation": opened by the unlock; the buyer's list learns of it live.
  const opened = await tx
    .insert(schema.conversations)
    .values({ userId: lead.userId, institutionId: payment.institutionId, leadId: request.leadId, title: `Conversación con ${lead.bankName}` })
    .onConflictDoNothing()
    .returning({ id: schema.conversations.id });
  if (opened[0]) {
    await publishEvent(tx, { kind: 'user', id: lead.userId }, { type: 'conversation', payload: { conversationId: opened[0].id, status: 'active' } });
  }
}

/** Simulated mode only (DECISIONS 6), and only for a checkout this institution opened. */
export async function simulatePaymentSuccess(deps: PaymentDeps, staff: Staff, sessionId: string): Promise<Payment> {
  if (!deps.provider.confirmsInApp) throw new NotFoundError();
  await findOwnPayment(deps.db, staff, sessionId);
  await confirmPayment(deps, sessionId);
  return getOwnPayment(deps.db, staff, sessionId);
}

export async function cancelOwnPayment(deps: PaymentDeps, staff: Staff, sessionId: string): Promise<Payment> {
  if (!deps.provider.confirmsInApp) throw new NotFoundError();
  const payment = await findOwnPayment(deps.db, staff, sessionId);
  const p = schema.payments;
  await deps.db
    .update(p)
    .set({ status: 'canceled' })
    .where(and(eq(p.id, payment.id), eq(p.status, 'pending')));
  return getOwnPayment(deps.db, staff, sessionId);
}

export async function getOwnPayment(db: Db, staff: Staff, sessionId: string): Promise<Payment> {
  const payment = await findOwnPayment(db, staff, sessionId);
  const [request] = await db
    .select({ leadId: schema.connectionRequests.leadId, municipio: schema.leads.municipio })
    .from(schema.connectionRequests)
    .innerJoin(schema.leads, eq(schema.leads.id, schema.connectionRequests.leadId))
    .where(eq(schema.connectionRequests.id, payment.connectionRequestId));
  if (!request) throw new NotFoundError(marketplaceCopy.paymentNotFound);
  return {
    sessionId: payment.providerSessionId,
    kind: payment.kind,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
    leadId: request.leadId,
    municipio: request.municipio,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    ...returnPaths(payment.kind, request.leadId, encodeURIComponent(payment.providerSessionId)),
  };
}

/** Where the officer lands after the checkout; the session id may be the provider's placeholder. */
function returnPaths(kind: Kind, leadId: string, sessionId: string) {
  const lead = encodeURIComponent(leadId);
  return {
    successPath:
      kind === 'request' ? `${screens.leadsDashboard}?request_success=1&lead_id=${lead}` : `${screens.paymentSuccess}?lead_id=${lead}&session_id=${sessionId}`,
    cancelPath: `${screens.leadsDashboard}?payment_canceled=1&lead_id=${lead}`,
  };
}

async function findOwnPayment(db: Db, staff: Staff, sessionId: string): Promise<PaymentRow> {
  const p = schema.payments;
  const [payment] = await db
    .select()
    .from(p)
    .where(and(eq(p.providerSessionId, sessionId), eq(p.institutionId, staff.institution.id)));
  if (!payment) throw new NotFoundError(marketplaceCopy.paymentNotFound);
  return payment;
}

async function findOwnRequest(db: Db, staff: Staff, connectionRequestId: string) {
  if (!isUuid(connectionRequestId)) throw new NotFoundError(marketplaceCopy.requestNotFound);
  const cr = schema.connectionRequests;
  const [request] = await db
    .select({ leadId: cr.leadId })
    .from(cr)
    .where(and(eq(cr.id, connectionRequestId), eq(cr.institutionId, staff.institution.id)));
  if (!request) throw new NotFoundError(marketplaceCopy.requestNotFound);
  return request;
}
