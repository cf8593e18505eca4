// POST /api/payments/stripe/webhook (docs/decisions/0051). The signature is checked on the raw bytes, so this
// route lives in its own encapsulated plugin with a content-type parser that keeps the body as a Buffer; the
// rest of the API keeps its JSON parser. The event's effect is `handleStripeEvent` (stripe-events.ts).
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { stripeClient } from '../../payments/stripe';
import { handleStripeEvent, type PaymentDeps } from './service';

export const stripeWebhookPath = '/api/payments/stripe/webhook';
export const badSignatureMessage = 'Firma de Stripe no válida';

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
      if (outcome === 'already-settled')
        request.log.warn({ eventId: event.id }, 'Stripe reports money for a checkout that is no longer pending');
      return { received: true, outcome };
    });
  });
}
