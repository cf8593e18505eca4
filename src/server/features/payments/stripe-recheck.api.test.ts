// docs/decisions/0138 at Stripe's edge: a checkout completed after the lead closed is refunded at Stripe in the
// webhook's own transaction; when Stripe's refund fails, nothing is recorded (not even the event), the webhook
// answers 502, and Stripe's re-delivery of the same event refunds it once.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { submitLead } from '../../../test/marketplace';
import { startStripeFake } from '../../../test/stripe-fake';
import { schema } from '../../db/client';
import { stripeWebhookPath } from './stripe-webhook-routes';

const fake = await startStripeFake();
afterAll(() => fake.close());
const built = await setupTestApp({ ...fake.env(), REQUEST_PRICE_CENTS: '500' });
const { app, as } = built;
const db = built.database.db;

const deliver = (payload: string) =>
  app.inject({
    method: 'POST',
    url: stripeWebhookPath,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
    payload,
  });
const paymentOf = async (sessionId: string) =>
  (await db.select().from(schema.payments).where(eq(schema.payments.providerSessionId, sessionId)))[0]!;

describe('a Stripe checkout completed after the buyer paused', () => {
  it('is refunded at Stripe once, and a failed refund waits for Stripe to send the event again', async () => {
    const buyer = await signUpBuyer(app, 'Pausa Stripe');
    const bank = await createStaff(built, 'Banco Stripe Tarde');
    const leadId = await submitLead(app, buyer);
    const opened = await as(bank).post(`/api/pay/request/${leadId}`, {});
    const { sessionId } = opened.json() as { sessionId: string };
    expect((await as(buyer).put('/api/me/lead-pause', { paused: true })).statusCode).toBe(200);
    const event = fake.event('checkout.session.completed', fake.pay(sessionId));
    const intent = fake.sessions.get(sessionId)!.payment_intent;

    fake.failRefunds = true;
    const failed = await deliver(event.payload);
    fake.failRefunds = false;
    expect(failed.statusCode).toBe(502);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending', refundedAt: null });
    expect(await db.select().from(schema.stripeEvents).where(eq(schema.stripeEvents.id, event.id))).toHaveLength(0);

    const retried = await deliver(event.payload);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ outcome: 'refunded' });
    const atStripe = fake.refunds.filter((r) => r.payment_intent === intent);
    expect(atStripe).toEqual([expect.objectContaining({ amount: 500 })]);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'refunded', refundedCents: 500, providerRefundId: atStripe[0]!.id });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.at(-1)!.idempotencyKey).toBe(`refund-${(await paymentOf(sessionId)).id}`);

    // A later event for the same session changes nothing and refunds nothing more.
    expect(
      (await deliver(fake.event('checkout.session.async_payment_succeeded', fake.sessions.get(sessionId)!).payload)).json(),
    ).toMatchObject({
      outcome: 'already-paid',
    });
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    const [request] = await db
      .select()
      .from(schema.connectionRequests)
      .where(and(eq(schema.connectionRequests.leadId, leadId), eq(schema.connectionRequests.institutionId, bank.institution.id)));
    expect(request!.requestPaymentId).toBeNull();
    // The institution sees the refund among its receipts.
    const receipts = (await as(bank).get('/api/institution/payments')).json();
    expect(receipts).toEqual([expect.objectContaining({ kind: 'request', refundedCents: 500 })]);
  });
});
