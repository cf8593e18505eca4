// A return's approval with Stripe as the provider (the real SDK against the local fake of Stripe's API): concurrent
// approvals ask Stripe for one refund, and a refund Stripe refuses leaves the return pending and the buyer untouched.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { startStripeFake } from '../../../test/stripe-fake';
/** Where Stripe sends its events (README: the Stripe webhook endpoint). */
const stripeWebhookPath = '/api/payments/stripe/webhook';

const fake = await startStripeFake();
afterAll(() => fake.close());
const built = await setupTestApp({
  ...fake.env(),
  UNLOCK_PRICE_CENTS: '4500',
});
const { app, as } = built;
const db = built.database.db;
const admin = await createAdmin(built);

/** Opens a checkout and pays it at the fake, whose signed webhook confirms it to the app. */
async function payAtStripe(bank: Caller, url: string) {
  const checkout = await as(bank).post(url, {});
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { sessionId } = checkout.json() as { sessionId: string };
  const { payload } = fake.event('checkout.session.completed', fake.pay(sessionId));
  const delivered = await app.inject({
    method: 'POST',
    url: stripeWebhookPath,
    headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
    payload,
  });
  expect(delivered.statusCode, delivered.body).toBe(200);
  return sessionId;
}

async function askedReturn(name: string) {
  const bank = await createStaff(built, name);
  const buyer = await signUpBuyer(app);
  const leadId = await submitLead(app, buyer);
  await payAtStripe(bank, `/api/pay/request/${leadId}`);
  await answerRequest(app, buyer, name, 'accepted');
  const sessionId = await payAtStripe(bank, `/api/pay/unlock/${leadId}`);
  const asked = await as(bank).post('/api/institution/lead-returns', { leadId, reason: 'phone_disconnected' });
  expect(asked.statusCode, asked.body).toBe(201);
  const intent = fake.sessions.get(sessionId)!.payment_intent!;
  return { id: asked.json().id as string, leadId, sessionId, intent };
}

const refundCalls = (intent: string) => fake.requests.filter((r) => r.path === '/v1/refunds' && r.params.get('payment_intent') === intent);
const paymentOf = async (sessionId: string) =>
  (await db.select().from(schema.payments).where(eq(schema.payments.providerSessionId, sessionId)))[0]!;
const leadOf = async (leadId: string) => (await db.select().from(schema.leads).where(eq(schema.leads.id, leadId)))[0]!;

describe('approving a return with Stripe', () => {
  it('asks Stripe for one refund when approvals arrive at the same moment', async () => {
    const { id, sessionId, intent } = await askedReturn('Banco Stripe Devolución');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => as(admin).post(`/api/admin/lead-returns/${id}/decision`, { decision: 'approve' })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(refundCalls(intent)).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toEqual([expect.objectContaining({ amount: 4500 })]);
    expect(await paymentOf(sessionId)).toMatchObject({ refundedCents: 4500, providerRefundId: fake.refunds.at(-1)!.id });
  });

  it('leaves the return pending and the buyer unasked when Stripe refuses the refund; a later approval refunds once', async () => {
    const { id, leadId, sessionId, intent } = await askedReturn('Banco Stripe Falla');
    fake.failRefunds = true;
    const failed = await as(admin).post(`/api/admin/lead-returns/${id}/decision`, { decision: 'approve' });
    fake.failRefunds = false;
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('El proveedor de pagos no pudo hacer el reembolso. Intenta de nuevo en unos minutos.');
    expect(await paymentOf(sessionId)).toMatchObject({ refundedAt: null, refundedCents: null, providerRefundId: null });
    const [row] = await db.select().from(schema.leadReturns).where(eq(schema.leadReturns.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
    expect((await leadOf(leadId)).contactCheckRequestedAt).toBeNull();
    const mails = await db
      .select()
      .from(schema.emailOutbox)
      .where(
        and(
          eq(schema.emailOutbox.kind, 'lead-return-decided'),
          eq(schema.emailOutbox.subject, 'Crédito aprobado por un lead — Casa Joven PR'),
        ),
      );
    const before = mails.length;

    const approved = await as(admin).post(`/api/admin/lead-returns/${id}/decision`, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(fake.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect((await leadOf(leadId)).contactCheckRequestedAt).not.toBeNull();
    const after = await db
      .select()
      .from(schema.emailOutbox)
      .where(
        and(
          eq(schema.emailOutbox.kind, 'lead-return-decided'),
          eq(schema.emailOutbox.subject, 'Crédito aprobado por un lead — Casa Joven PR'),
        ),
      );
    expect(after).toHaveLength(before + 1);
  });
});
