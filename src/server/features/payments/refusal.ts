// A confirmed payment that no longer fits its lead (docs/decisions/0138-payment-confirmation-checks-the-lead-again.md):
// the money goes back through the provider and the institution is told, in the confirmation's own transaction. The
// request or unlock it was for is not applied, and the notice names the lead by id only: nothing about the buyer.
import { eq } from 'drizzle-orm';
import { formatCentsExact } from '../../../shared/format';
import { screens } from '../../../shared/screens';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { HttpError } from '../../http/errors';
import { paymentRefundedEmail } from '../../mail/templates';
import { notifyInstitutionStaff } from '../notifications/service';
import type { PaymentDeps, PaymentRow } from './deps';

/**
 * Why: `closed` the lead takes no new requests (the cap, a pause, the buyer's own limit); `gone` it left the market
 * (account deleted, e-mail not verified); `revoked` the buyer withdrew the consent an unlock needs; `settled` the
 * request was answered or unlocked another way while the checkout was open.
 */
export type Refusal = 'closed' | 'gone' | 'revoked' | 'settled';

const reasons: Record<Refusal, string> = {
  closed: 'el comprador no acepta más solicitudes por ahora',
  gone: 'el lead ya no está disponible',
  revoked: 'el comprador retiró su consentimiento',
  settled: 'la solicitud cambió mientras el pago estaba abierto',
};
const what = { request: 'la solicitud de conexión', unlock: 'el desbloqueo de contacto' } as const;

export const refundFailedMessage = 'El proveedor de pagos no pudo hacer el reembolso. Intenta de nuevo en unos minutos.';

/**
 * Refunds the whole amount and marks the payment `refunded` (not `paid`, so the step can still be bought once the
 * lead takes it again). A provider failure throws: the transaction rolls back, the payment stays pending, and the
 * provider's retry (Stripe re-sends its event) tries again; its idempotency key keeps the refund to one.
 */
export async function refundRefusedPayment(tx: Db, deps: PaymentDeps, payment: PaymentRow, refusal: Refusal): Promise<PaymentRow> {
  let refundId: string;
  try {
    ({ refundId } = await deps.provider.refund({
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
      amountCents: payment.amountCents,
    }));
  } catch {
    throw new HttpError(502, refundFailedMessage);
  }
  const p = schema.payments;
  const [refunded] = await tx
    .update(p)
    .set({ status: 'refunded', refundedAt: new Date(), refundedCents: payment.amountCents, providerRefundId: refundId })
    .where(eq(p.id, payment.id))
    .returning();
  const [request] = await tx
    .select({ leadId: schema.connectionRequests.leadId })
    .from(schema.connectionRequests)
    .where(eq(schema.connectionRequests.id, payment.connectionRequestId));
  const sentence =
    `Tu pago de ${formatCentsExact(payment.amountCents)} por ${what[payment.kind]} del lead ${request?.leadId ?? ''} no se aplicó: ` +
    `${reasons[refusal]}. Te lo reembolsamos al mismo medio de pago.`;
  await notifyInstitutionStaff(
    tx,
    payment.institutionId,
    { kind: 'payment-refunded', title: 'Pago reembolsado', body: sentence, link: screens.institutionPayments },
    paymentRefundedEmail(deps.config.publicUrl, { sentence }),
  );
  return refunded!;
}
