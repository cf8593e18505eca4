// Stripe Checkout through the official SDK (docs/decisions/0050). Only our own ids travel to Stripe:
// the payment id as client_reference_id and metadata, never a buyer's or an officer's personal data.
import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import type { PaymentProvider } from './provider';

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(config.api ?? {}),
  });
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    confirmsInApp: false,
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'usd', unit_amount: request.amountCents, product_data: { name: request.description } } },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId, kind: request.kind },
          payment_intent_data: { metadata: { paymentId: request.paymentId, kind: request.kind } },
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { sessionId: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(request) {
      const session = await stripe.checkout.sessions.retrieve(request.sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error('Stripe session has no payment intent to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: request.amountCents, metadata: { paymentId: request.paymentId } },
        // The same payment is refunded once at Stripe even if we are asked again.
        { idempotencyKey: `refund-${request.paymentId}` },
      );
      return { refundId: refund.id };
    },
  };
}
