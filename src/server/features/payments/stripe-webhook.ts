// POST /api/payments/stripe/webhook (docs/decisions/0051). The signature is checked on the raw bytes, so this
// route lives in its own encapsulated plugin with a content-type parser that keeps the body as a Buffer; the
// rest of the API keeps its JSON parser. Each event id is recorded once, in the transaction of its effect.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { schema } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { stripeClient } from '../../payments/stripe';
import { closePendingPayment, confirmPaymentIn, type PaymentDeps } from './service';

export const stripeWebhookPath = '/api/payments/stripe/webhook';
export const badSignatureMessage = 'Firma de Stripe no válida';

const handled = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export type WebhookOutcome = 'ignored' | 'duplicate' | 'unknown-session' | 'awaiting-payment' | 'paid' | 'already-paid' | 'already-settled' | 'failed' | 'expired';

export function stripeWebhookRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const stripe = deps.config.stripe ? stripeClient(deps.config.stripe) : null;
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(stripeWebhookPath, { config: { access: 'public' } }, async (request) => {
      if (!stripe || !deps.config.stripe) throw new NotFoundError();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new BadRequestError(badSignatureMessage);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, deps.config.stripe.webhookSecret);
      } catch {
        throw new BadRequestError(badSignatureMessage);
      }
      const outcome = await handleStripeEvent(deps, event);
      if (outcome === 'unknown-session') request.log.warn({ eventId: event.id }, 'Stripe event for a checkout session we did not open');
      if (outcome === 'already-settled') request.log.warn({ eventId: event.id }, 'Stripe reports money for a checkout that is no longer pending');
      return { received: true, outcome };
    });
  });
}

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
    const p = schema.payments;
    const [payment] = await tx.select({ status: p.status }).from(p).where(eq(p.providerSessionId, session.id)).for('update');
    if (!payment) return 'unknown-session';
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A completed session with a delayed method (bank debit) has no money yet; async_payment_succeeded follows.
        if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return 'awaiting-payment';
        if (payment.status === 'paid') return 'already-paid';
        if (payment.status !== 'pending') return 'already-settled';
        await confirmPaymentIn(tx, deps, session.id);
        return 'paid';
      case 'checkout.session.async_payment_failed':
        return (await closePendingPayment(tx, session.id, 'canceled')) ? 'failed' : 'already-settled';
      default:
        return (await closePendingPayment(tx, session.id, 'expired')) ? 'expired' : 'already-settled';
    }
  });
}
