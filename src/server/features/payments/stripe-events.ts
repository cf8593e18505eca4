// What a verified Stripe event does to our payments (docs/decisions/0051): each event id is recorded once, in the
// transaction of its effect, so duplicates, replays and any order change nothing beyond the first effect.
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { schema } from '../../db/client';
import { closePendingPayment, confirmPaymentIn, lockLeadOfSession } from './confirmation';
import type { PaymentDeps } from './deps';

const handled = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export type WebhookOutcome =
  | 'ignored'
  | 'duplicate'
  | 'unknown-session'
  | 'awaiting-payment'
  | 'paid'
  | 'refunded'
  | 'already-paid'
  | 'already-settled'
  | 'failed'
  | 'expired';

/** Applies one verified event; duplicates, replays and any order change nothing beyond the first effect. */
export async function handleStripeEvent(deps: PaymentDeps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!handled.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  return deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(schema.stripeEvents)
      .values({ id: event.id, type: event.type, sessionId: session.id })
      .onConflictDoNothing()
      .returning({ id: schema.stripeEvents.id });
    if (!fresh) return 'duplicate';
    // The lead before the payment, in the order a checkout and a confirmation lock them (confirmation.ts).
    await lockLeadOfSession(tx, session.id);
    const p = schema.payments;
    const [payment] = await tx.select({ status: p.status }).from(p).where(eq(p.providerSessionId, session.id)).for('update');
    if (!payment) return 'unknown-session';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session with a delayed method (bank debit) has no money yet; async_payment_succeeded follows.
        if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return 'awaiting-payment';
        if (payment.status === 'paid' || payment.status === 'refunded') return 'already-paid';
        if (payment.status !== 'pending') return 'already-settled';
        // A payment that no longer fits the lead is refunded in this same transaction (docs/decisions/0138).
        return (await confirmPaymentIn(tx, deps, session.id)).status === 'refunded' ? 'refunded' : 'paid';
      case 'checkout.session.async_payment_failed':
        return (await closePendingPayment(tx, session.id, 'canceled')) ? 'failed' : 'already-settled';
      default:
        return (await closePendingPayment(tx, session.id, 'expired')) ? 'expired' : 'already-settled';
    }
  });
}
