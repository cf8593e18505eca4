// Starting a payment: a pending row at today's price and the provider's checkout for it. Nothing is bought here;
// the payment counts once confirmed (confirmation.ts).
import { and, eq } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { CheckoutResponse } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { ensureConnectionRequest, lockLeadOnSale } from '../bank-leads/service';
import { currentPrices } from '../prices/service';
import type { PaymentDeps, PaymentKind, PaymentRow } from './deps';

/** Step 1 (docs/product/api.md `pay/request`): finds or creates the request, refuses one already paid, opens a checkout. */
export async function startRequestCheckout(deps: PaymentDeps, staff: Staff, leadId: string): Promise<CheckoutResponse> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const opened = await deps.db.transaction(async (tx) => {
    const request = await ensureConnectionRequest(tx, staff.institutionId, leadId, deps.config.maxOpenRequestsPerLead);
    if (request.requestPaymentId) throw new ConflictError(marketplaceCopy.alreadyRequested);
    // The buyer already gave this institution the contact with "Me interesa" (unpaid, accepted): nothing to pay for.
    if (request.status !== 'pending') throw new ConflictError(marketplaceCopy.alreadyUnlocked);
    return openPayment(tx, deps, staff, request.id, 'request');
  });
  return checkout(deps, opened, leadId, `Solicitud de conexión ${leadId}`);
}

/** docs/product/api.md `request-connection/{id}`: the same step for a request created earlier without purchase. */
export async function startCheckoutForRequest(deps: PaymentDeps, staff: Staff, connectionRequestId: string): Promise<CheckoutResponse> {
  const request = await findOwnRequest(deps.db, staff, connectionRequestId);
  return startRequestCheckout(deps, staff, request.leadId);
}

/** Step 2 (docs/product/api.md `pay/unlock`): only when the buyer accepted (docs/product/roles.md#unlock-requires-acceptance); refused before any checkout. */
export async function startUnlockCheckout(deps: PaymentDeps, staff: Staff, leadId: string): Promise<CheckoutResponse> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  const opened = await deps.db.transaction(async (tx) => {
    // A lead off sale (its buyer deleted the account) is unlocked by nobody.
    if (!(await lockLeadOnSale(tx, leadId, deps.config.maxOpenRequestsPerLead))) throw new NotFoundError(marketplaceCopy.leadNotFound);
    const cr = schema.connectionRequests;
    const [request] = await tx
      .select()
      .from(cr)
      .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, staff.institutionId)))
      .for('update');
    if (!request || request.status !== 'accepted') throw new ConflictError(marketplaceCopy.connectionNotAccepted);
    if (request.revokedAt) throw new ConflictError(marketplaceCopy.consentRevoked);
    if (request.unlockedAt) throw new ConflictError(marketplaceCopy.alreadyUnlocked);
    return openPayment(tx, deps, staff, request.id, 'unlock');
  });
  return checkout(deps, opened, leadId, `Desbloqueo de contacto ${leadId}`);
}

/** Where the officer lands after the checkout; the session id may be the provider's placeholder. */
export function returnPaths(kind: PaymentKind, leadId: string, sessionId: string) {
  const lead = encodeURIComponent(leadId);
  return {
    successPath:
      kind === 'request'
        ? `${screens.leadsDashboard}?request_success=1&lead_id=${lead}`
        : `${screens.paymentSuccess}?lead_id=${lead}&session_id=${sessionId}`,
    cancelPath: `${screens.leadsDashboard}?payment_canceled=1&lead_id=${lead}`,
  };
}

interface Opened {
  payment: PaymentRow;
  /** Provider sessions of the unfinished checkouts this one replaced. */
  abandoned: string[];
}

/** A new pending payment at today's price; an earlier unfinished checkout for the same step is abandoned. */
async function openPayment(tx: Db, deps: PaymentDeps, staff: Staff, connectionRequestId: string, kind: PaymentKind): Promise<Opened> {
  const p = schema.payments;
  const abandoned = await tx
    .update(p)
    .set({ status: 'canceled' })
    .where(and(eq(p.connectionRequestId, connectionRequestId), eq(p.kind, kind), eq(p.status, 'pending')))
    .returning({ sessionId: p.providerSessionId });
  const id = crypto.randomUUID();
  // The operator's price of this moment; a later change never alters this row (docs/decisions/0054-payments-ledger.md).
  const prices = await currentPrices(tx, deps.config);
  const [payment] = await tx
    .insert(p)
    .values({
      id,
      institutionId: staff.institutionId,
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

async function findOwnRequest(db: Db, staff: Staff, connectionRequestId: string) {
  if (!isUuid(connectionRequestId)) throw new NotFoundError(marketplaceCopy.requestNotFound);
  const cr = schema.connectionRequests;
  const [request] = await db
    .select({ leadId: cr.leadId })
    .from(cr)
    .where(and(eq(cr.id, connectionRequestId), eq(cr.institutionId, staff.institutionId)));
  if (!request) throw new NotFoundError(marketplaceCopy.requestNotFound);
  return request;
}
