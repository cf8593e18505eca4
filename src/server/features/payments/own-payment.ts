// An officer's own checkout: read back after the provider's return, and ended in the app in simulated mode.
import { and, eq } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { Payment } from '../../../shared/schemas/bank-leads';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { returnPaths } from './checkout';
import { confirmPayment } from './confirmation';
import type { PaymentDeps, PaymentRow } from './deps';

/** Simulated mode only (docs/product/api.md#payments-count-only-when-the-provider-confirms-them), and only for a checkout this institution opened. */
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

async function findOwnPayment(db: Db, staff: Staff, sessionId: string): Promise<PaymentRow> {
  const p = schema.payments;
  const [payment] = await db
    .select()
    .from(p)
    .where(and(eq(p.providerSessionId, sessionId), eq(p.institutionId, staff.institutionId)));
  if (!payment) throw new NotFoundError(marketplaceCopy.paymentNotFound);
  return payment;
}
