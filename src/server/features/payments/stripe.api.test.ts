// The Stripe path end to end over HTTP: the real `stripe` SDK against a local fake of Stripe's API, webhooks
// signed with the SDK's own test-header helper. Every case counts what changed: payments, notices, e-mails.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer, testPublicUrl } from '../../../test/app';
import type { Caller } from '../../../test/requests';
import { answerRequest, submitLead } from '../../../test/marketplace';
import { startStripeFake, type FakeSession } from '../../../test/stripe-fake';
import { badSignatureMessage, stripeWebhookPath } from './stripe-webhook-routes';

const fake = await startStripeFake();
afterAll(() => fake.close());
const built = await setupTestApp({
  ...fake.env(),
  REQUEST_PRICE_CENTS: '500',
  UNLOCK_PRICE_CENTS: '4500',
});
const { app, as } = built;
const db = built.database.db;
const admin = await createAdmin(built);

async function openCheckout(bank: Caller, url: string) {
  const response = await as(bank).post(url, {});
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId, checkoutUrl } = response.json() as { sessionId: string; checkoutUrl: string };
  return { sessionId, checkoutUrl, session: fake.sessions.get(sessionId)! };
}

function deliver(payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: stripeWebhookPath,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? { 'stripe-signature': fake.sign(payload) } : signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

async function send(type: string, session: FakeSession, id?: string) {
  const event = fake.event(type, session, id);
  const response = await deliver(event.payload);
  expect(response.statusCode, response.body).toBe(200);
  return { ...event, outcome: (response.json() as { outcome: string }).outcome };
}

async function paymentOf(sessionId: string) {
  const [row] = await db.select().from(schema.payments).where(eq(schema.payments.providerSessionId, sessionId));
  return row!;
}

async function footprint(buyer: { id: string; email: string }) {
  const notices = await db.select().from(schema.notifications).where(eq(schema.notifications.userId, buyer.id));
  const mails = await db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, buyer.email));
  const events = await db.select().from(schema.stripeEvents);
  return { notices: notices.length, mails: mails.length, events: events.length };
}

async function pendingRequest(name: string) {
  const buyer = await signUpBuyer(app);
  const bank = await createStaff(built, name);
  const leadId = await submitLead(app, buyer);
  const checkout = await openCheckout(bank, `/api/pay/request/${leadId}`);
  return { buyer, bank, leadId, ...checkout };
}

describe('Stripe Checkout', () => {
  it('opens a session with the amount in cents, USD, return URLs to the app and only internal ids', async () => {
    const { bank, leadId, sessionId, checkoutUrl, session } = await pendingRequest('Banco Stripe Uno');
    const payment = await paymentOf(sessionId);
    expect(checkoutUrl).toBe(`${fake.baseUrl}/pay/${sessionId}`);
    expect(payment).toMatchObject({ provider: 'stripe', status: 'pending', amountCents: 500 });
    expect(session).toMatchObject({
      amount_total: 500,
      currency: 'usd',
      client_reference_id: payment.id,
      metadata: { paymentId: payment.id, kind: 'request' },
      success_url: `${testPublicUrl}/leads-dashboard?request_success=1&lead_id=${leadId}`,
      cancel_url: `${testPublicUrl}/leads-dashboard?payment_canceled=1&lead_id=${leadId}`,
    });
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.params.get('client_reference_id') === payment.id)!;
    expect(sent.idempotencyKey).toBe(`checkout-${payment.id}`);
    // Nothing about people travels to Stripe: no e-mail address, no name, no phone.
    expect([...sent.params.values()].join(' ')).not.toMatch(/@|Lucía|Ortiz|555-0142/);

    // The redirect grants nothing: until the webhook lands the lead stays available and nobody is told.
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'available' });
    expect((await as(bank).get(`/api/payments/${sessionId}`)).json()).toMatchObject({ status: 'pending' });
    // With Stripe, our own "pay" and "cancel" shortcuts do not exist.
    expect((await as(bank).post('/api/simulate-payment-success', { sessionId })).statusCode).toBe(404);
    expect((await as(bank).post(`/api/payments/${sessionId}/cancel`, {})).statusCode).toBe(404);
  });

  it('expires at Stripe the unfinished checkout that a newer one replaces', async () => {
    const { bank, leadId, sessionId: first } = await pendingRequest('Banco Stripe Segundo Intento');
    const second = await openCheckout(bank, `/api/pay/request/${leadId}`);
    expect(fake.sessions.get(first)!.status).toBe('expired');
    expect(second.session.status).toBe('open');
    expect(await paymentOf(first)).toMatchObject({ status: 'canceled' });
    expect(await paymentOf(second.sessionId)).toMatchObject({ status: 'pending' });
  });

  it('puts the session id placeholder in the unlock success URL', async () => {
    const buyer = await signUpBuyer(app);
    const bank = await createStaff(built, 'Banco Stripe Desbloqueo');
    const leadId = await submitLead(app, buyer);
    const request = await openCheckout(bank, `/api/pay/request/${leadId}`);
    await send('checkout.session.completed', fake.pay(request.sessionId));
    await answerRequest(app, buyer, 'Banco Stripe Desbloqueo', 'accepted');

    const unlock = await openCheckout(bank, `/api/pay/unlock/${leadId}`);
    expect(unlock.session.success_url).toBe(`${testPublicUrl}/payment-success?lead_id=${leadId}&session_id={CHECKOUT_SESSION_ID}`);
    expect(unlock.session.amount_total).toBe(4500);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'accepted', nombre: null });

    expect((await send('checkout.session.completed', fake.pay(unlock.sessionId))).outcome).toBe('paid');
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'unlocked', nombre: 'Lucía Ortiz' });
    const conversations = await db.select().from(schema.conversations).where(eq(schema.conversations.userId, buyer.id));
    expect(conversations).toHaveLength(1);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('applies checkout.session.completed once; duplicates, replays and late events change nothing', async () => {
    const { buyer, bank, leadId, sessionId } = await pendingRequest('Banco Stripe Duplicado');
    const before = await footprint(buyer);
    const first = await send('checkout.session.completed', fake.pay(sessionId));
    expect(first.outcome).toBe('paid');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'paid', amountCents: 500 });
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'waiting' });
    const afterFirst = await footprint(buyer);
    expect(afterFirst).toEqual({ notices: before.notices + 1, mails: before.mails + 1, events: before.events + 1 });

    // Stripe redelivers the same event; someone replays its exact bytes with a fresh signature.
    expect((await deliver(first.payload)).json().outcome).toBe('duplicate');
    expect((await deliver(first.payload, fake.sign(first.payload))).json().outcome).toBe('duplicate');
    // A second, different event for the same session; then an expiry arriving late.
    expect((await send('checkout.session.async_payment_succeeded', fake.sessions.get(sessionId)!)).outcome).toBe('already-paid');
    expect((await send('checkout.session.expired', { ...fake.sessions.get(sessionId)!, status: 'expired' })).outcome).toBe(
      'already-settled',
    );
    expect((await send('checkout.session.async_payment_failed', fake.sessions.get(sessionId)!)).outcome).toBe('already-settled');

    expect(await paymentOf(sessionId)).toMatchObject({ status: 'paid' });
    expect(await footprint(buyer)).toEqual({ ...afterFirst, events: afterFirst.events + 3 });
  });

  it('applies one event delivered many times at once exactly once', async () => {
    const { buyer, sessionId } = await pendingRequest('Banco Stripe Simultáneo');
    const before = await footprint(buyer);
    const event = fake.event('checkout.session.completed', fake.pay(sessionId));
    const signature = fake.sign(event.payload);
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(event.payload, signature)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(responses.map((r) => r.json().outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'paid',
    ]);
    expect(await footprint(buyer)).toEqual({ notices: before.notices + 1, mails: before.mails + 1, events: before.events + 1 });
  });

  it('waits for async_payment_succeeded when the completed session is not paid yet', async () => {
    const { buyer, sessionId } = await pendingRequest('Banco Stripe Diferido');
    const before = await footprint(buyer);
    expect((await send('checkout.session.completed', fake.pay(sessionId, 'unpaid'))).outcome).toBe('awaiting-payment');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' });
    expect((await footprint(buyer)).notices).toBe(before.notices);
    expect((await send('checkout.session.async_payment_succeeded', fake.pay(sessionId))).outcome).toBe('paid');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'paid' });
    expect((await footprint(buyer)).notices).toBe(before.notices + 1);
  });

  it('closes a checkout whose delayed payment failed, and ignores a success that arrives after', async () => {
    const { buyer, bank, leadId, sessionId } = await pendingRequest('Banco Stripe Fallido');
    const before = await footprint(buyer);
    expect((await send('checkout.session.async_payment_failed', fake.pay(sessionId, 'unpaid'))).outcome).toBe('failed');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'canceled', paidAt: null });
    expect((await send('checkout.session.async_payment_succeeded', fake.pay(sessionId))).outcome).toBe('already-settled');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'canceled' });
    expect((await footprint(buyer)).notices).toBe(before.notices);
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'available' });
  });

  it('expires an abandoned checkout; a completion out of order afterwards grants nothing', async () => {
    const { buyer, sessionId } = await pendingRequest('Banco Stripe Vencido');
    const before = await footprint(buyer);
    expect((await send('checkout.session.expired', fake.sessions.get(sessionId)!)).outcome).toBe('expired');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'expired' });
    expect((await send('checkout.session.completed', fake.pay(sessionId))).outcome).toBe('already-settled');
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'expired' });
    expect((await footprint(buyer)).mails).toBe(before.mails);
  });

  it('refuses a bad signature with 400 and records nothing', async () => {
    const { buyer, sessionId } = await pendingRequest('Banco Stripe Firma');
    const before = await footprint(buyer);
    const { payload } = fake.event('checkout.session.completed', fake.pay(sessionId));
    const wrongSecret = await deliver(payload, fake.sign(payload, 'whsec_otro_secreto'));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toBe(badSignatureMessage);
    expect((await deliver(payload, '')).statusCode).toBe(400);
    const tampered = await deliver(payload.replace('"livemode":false', '"livemode":true'), fake.sign(payload));
    expect(tampered.statusCode).toBe(400);
    const stale = await deliver(payload, fake.sign(payload, fake.webhookSecret, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect(await footprint(buyer)).toEqual(before);
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' });
  });

  it('answers 200 to an event for a session it never opened, and changes nothing', async () => {
    const rowsBefore = await db.select().from(schema.payments);
    const stranger: FakeSession = { ...[...fake.sessions.values()][0]!, id: 'cs_test_not_ours', payment_status: 'paid' };
    expect((await send('checkout.session.completed', stranger)).outcome).toBe('unknown-session');
    expect(await db.select().from(schema.payments)).toEqual(rowsBefore);
  });

  it('answers 2xx to events it does not need, without recording them', async () => {
    const session = [...fake.sessions.values()][0]!;
    const eventsBefore = (await db.select().from(schema.stripeEvents)).length;
    const response = await deliver(fake.event('payment_intent.created', session).payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toBe('ignored');
    expect(await db.select().from(schema.stripeEvents)).toHaveLength(eventsBefore);
  });
});

describe('prices and refunds with Stripe', () => {
  it('keeps the amount of a checkout already started when the operator changes the price', async () => {
    const { sessionId } = await pendingRequest('Banco Stripe Precio');
    const changed = await as(admin).put('/api/admin/prices', { connectionRequestCents: 700, unlockCents: 4500 });
    expect(changed.statusCode, changed.body).toBe(200);
    await send('checkout.session.completed', fake.pay(sessionId));
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'paid', amountCents: 500 });

    const next = await pendingRequest('Banco Stripe Precio Nuevo');
    expect(next.session.amount_total).toBe(700);
    expect(await paymentOf(next.sessionId)).toMatchObject({ amountCents: 700 });
    await as(admin).put('/api/admin/prices', { connectionRequestCents: 500, unlockCents: 4500 });
  });

  it('refunds once when the operator clicks twice at the same moment', async () => {
    const { sessionId } = await pendingRequest('Banco Stripe Doble Clic');
    await send('checkout.session.completed', fake.pay(sessionId));
    const payment = await paymentOf(sessionId);
    const responses = await Promise.all(Array.from({ length: 5 }, () => as(admin).post(`/api/admin/payments/${payment.id}/refund`, {})));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const intent = fake.sessions.get(sessionId)!.payment_intent;
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });

  it('refunds through Stripe once; a failed refund at Stripe leaves the payment as it was', async () => {
    const { bank, leadId, sessionId } = await pendingRequest('Banco Stripe Reembolso');
    await send('checkout.session.completed', fake.pay(sessionId));
    const payment = await paymentOf(sessionId);

    fake.failRefunds = true;
    const failed = await as(admin).post(`/api/admin/payments/${payment.id}/refund`, {});
    fake.failRefunds = false;
    expect(failed.statusCode).toBe(502);
    expect(await paymentOf(sessionId)).toMatchObject({ refundedAt: null, refundedCents: null, providerRefundId: null });

    const refunded = await as(admin).post(`/api/admin/payments/${payment.id}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ id: payment.id, status: 'paid', refundedCents: 500, refundedAt: expect.any(String) });
    const atStripe = fake.refunds.filter((r) => r.payment_intent === fake.sessions.get(sessionId)!.payment_intent);
    expect(atStripe).toEqual([expect.objectContaining({ amount: 500 })]);
    expect(await paymentOf(sessionId)).toMatchObject({ providerRefundId: atStripe[0]!.id });

    const again = await Promise.all(Array.from({ length: 4 }, () => as(admin).post(`/api/admin/payments/${payment.id}/refund`, {})));
    expect(again.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(fake.refunds.filter((r) => r.payment_intent === atStripe[0]!.payment_intent)).toHaveLength(1);
    // Money only: the request it paid for stays in place (docs/decisions/0052).
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'waiting' });
    const receipts = (await as(bank).get('/api/institution/payments')).json();
    expect(receipts).toEqual([expect.objectContaining({ id: payment.id, refundedCents: 500 })]);
    const [request] = await db
      .select()
      .from(schema.connectionRequests)
      .where(and(eq(schema.connectionRequests.leadId, leadId), eq(schema.connectionRequests.institutionId, bank.institution.id)));
    expect(request!.requestPaymentId).toBe(payment.id);
  });
});
