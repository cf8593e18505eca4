// A checkout confirmed after the lead stopped taking it (docs/decisions/0138-payment-confirmation-checks-the-lead-again.md):
// the confirmation locks the lead and applies the same check as opening a request; what no longer fits (the cap, a
// pause, the buyer's own lower limit, a deleted or unverified buyer, a consent withdrawn before an unlock) is refunded
// through the provider and the institution is told, with nothing about the buyer. Built-in provider here; Stripe's
// edge in stripe-recheck.api.test.ts.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

const built = await setupTestApp({ MAX_OPEN_REQUESTS_PER_LEAD: '3', REQUEST_PRICE_CENTS: '500' });
const { app, as } = built;
const db = built.database.db;

async function openCheckout(bank: Caller, url: string): Promise<string> {
  const response = await as(bank).post(url, {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { sessionId: string }).sessionId;
}
const confirm = (bank: Caller, sessionId: string) => as(bank).post('/api/simulate-payment-success', { sessionId });
const paymentOf = async (sessionId: string) =>
  (await db.select().from(schema.payments).where(eq(schema.payments.providerSessionId, sessionId)))[0]!;
const buyerRequests = async (buyer: Caller) =>
  (await as(buyer).get('/api/user/connection-requests')).json() as Array<{ bankName: string; requestStatus: string }>;

/** The in-app notices and e-mails an institution's staff got about refunded payments. */
async function refundNotices(bank: { institution: { id: string }; email: string }) {
  const staff = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.institutionId, bank.institution.id));
  const notices = await db
    .select()
    .from(schema.notifications)
    .where(
      and(
        inArray(
          schema.notifications.userId,
          staff.map((s) => s.id),
        ),
        eq(schema.notifications.kind, 'payment-refunded'),
      ),
    );
  const mails = await db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, bank.email), eq(schema.emailOutbox.kind, 'payment-refunded')));
  return { notices, mails };
}

/** No trace of the buyer in what the institution is told. */
function expectNoBuyerData(texts: string[], buyer: { email: string }, nombre: string) {
  const all = texts.join('\n');
  expect(all).not.toContain(buyer.email);
  expect(all).not.toContain(nombre);
  expect(all).not.toMatch(/555-0142|5550142/);
}

async function buyerNoticeCount(buyer: { id: string }) {
  return (await db.select().from(schema.notifications).where(eq(schema.notifications.userId, buyer.id))).length;
}

describe('a request checkout confirmed after the lead closed', () => {
  it('applies only as many of five early checkouts as the cap of 3 allows, and refunds the other two', async () => {
    const buyer = await signUpBuyer(app, 'Cinco Bancos');
    const leadId = await submitLead(app, buyer, { nombre: 'Noelia Cinco' });
    const banks = await Promise.all(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((n) => createStaff(built, `Banco Temprano ${n}`)));
    // All five open their checkout while the lead is still open.
    const sessions = [];
    for (const bank of banks) sessions.push(await openCheckout(bank, `/api/pay/request/${leadId}`));
    const answers = [];
    for (const [index, bank] of banks.entries()) answers.push(await confirm(bank, sessions[index]!));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().status)).toEqual(['paid', 'paid', 'paid', 'refunded', 'refunded']);

    const requests = await buyerRequests(buyer);
    expect(
      requests
        .filter((r) => r.requestStatus === 'pending')
        .map((r) => r.bankName)
        .sort(),
    ).toEqual(['Banco Temprano Dos', 'Banco Temprano Tres', 'Banco Temprano Uno'].sort());
    expect((await as(buyer).get('/api/me/lead-controls')).json()).toMatchObject({ openRequests: 3 });
    expect(await buyerNoticeCount(buyer)).toBe(3);

    for (const index of [3, 4]) {
      const payment = await paymentOf(sessions[index]!);
      expect(payment).toMatchObject({ status: 'refunded', refundedCents: 500, refundedBy: null });
      expect(payment.refundedAt).not.toBeNull();
      expect(payment.providerRefundId).toBe(`sim_re_${payment.id}`);
      const told = await refundNotices(banks[index]!);
      expect(told.notices).toHaveLength(1);
      expect(told.mails).toHaveLength(1);
      expect(told.notices[0]!.body).toContain('no acepta más solicitudes por ahora');
      expect(told.notices[0]!.body).toContain('$5.00');
      expectNoBuyerData(
        [told.notices[0]!.title, told.notices[0]!.body, told.mails[0]!.subject, told.mails[0]!.textBody],
        buyer,
        'Noelia Cinco',
      );
      // The lead stays closed to them, as before they paid.
      expect((await as(banks[index]!).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'closed', requestPurchaseId: null });
    }
    for (const index of [0, 1, 2]) expect((await refundNotices(banks[index]!)).notices).toHaveLength(0);

    // A refused payment does not block a later purchase of the same step once the lead reopens.
    await answerRequest(app, buyer, 'Banco Temprano Uno', 'declined');
    await payRequest(app, banks[3]!, leadId);
    expect((await as(banks[3]!).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'waiting' });
    // Confirming the refunded checkout again changes nothing.
    const again = await confirm(banks[4]!, sessions[4]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('refunded');
    expect((await refundNotices(banks[4]!)).notices).toHaveLength(1);
  });

  it('refunds a checkout opened before the buyer paused new requests', async () => {
    const buyer = await signUpBuyer(app, 'Pausa');
    const leadId = await submitLead(app, buyer, { nombre: 'Paula Pausa' });
    const bank = await createStaff(built, 'Banco Antes De La Pausa');
    const sessionId = await openCheckout(bank, `/api/pay/request/${leadId}`);
    expect((await as(buyer).put('/api/me/lead-pause', { paused: true })).statusCode).toBe(200);

    const answer = await confirm(bank, sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'refunded' });
    expect(await buyerRequests(buyer)).toEqual([]);
    expect(await buyerNoticeCount(buyer)).toBe(0);
    expect((await refundNotices(bank)).notices).toHaveLength(1);
  });

  it('refunds a checkout opened before the buyer lowered their own limit to 1', async () => {
    const buyer = await signUpBuyer(app, 'Límite');
    const leadId = await submitLead(app, buyer, { nombre: 'Lina Límite' });
    const early = await createStaff(built, 'Banco Limitado Uno');
    const late = await createStaff(built, 'Banco Limitado Dos');
    const earlySession = await openCheckout(early, `/api/pay/request/${leadId}`);
    const lateSession = await openCheckout(late, `/api/pay/request/${leadId}`);
    expect((await confirm(early, earlySession)).json().status).toBe('paid');
    expect((await as(buyer).put('/api/me/request-limit', { requestLimit: 1 })).statusCode).toBe(200);

    expect((await confirm(late, lateSession)).json().status).toBe('refunded');
    expect((await buyerRequests(buyer)).map((r) => r.bankName)).toEqual(['Banco Limitado Uno']);
    expect((await refundNotices(late)).notices).toHaveLength(1);
  });

  it('refunds a checkout opened before the buyer deleted the account, and tells the institution nothing about the buyer', async () => {
    const buyer = await signUpBuyer(app, 'Borrada');
    const leadId = await submitLead(app, buyer, { nombre: 'Berta Borrada' });
    const bank = await createStaff(built, 'Banco Sin Comprador');
    const sessionId = await openCheckout(bank, `/api/pay/request/${leadId}`);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: buyer.cookie },
      payload: { password: 'contraseña-segura' },
    });
    expect(deleted.statusCode).toBe(204);

    const answer = await confirm(bank, sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'refunded' });
    const payment = await paymentOf(sessionId);
    expect(payment).toMatchObject({ status: 'refunded', refundedCents: 500 });
    const [request] = await db
      .select()
      .from(schema.connectionRequests)
      .where(eq(schema.connectionRequests.id, payment.connectionRequestId));
    expect(request).toMatchObject({ requestPaymentId: null, purchasedAt: null });
    const told = await refundNotices(bank);
    expect(told.notices).toHaveLength(1);
    expect(told.notices[0]!.body).toContain('ya no está disponible');
    expectNoBuyerData([told.notices[0]!.body, told.mails[0]!.textBody, told.mails[0]!.htmlBody ?? ''], buyer, 'Berta Borrada');
    // Nothing went to the deleted buyer's old address.
    const mails = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, buyer.email), ne(schema.emailOutbox.kind, 'email-verification')));
    expect(mails).toHaveLength(0);
  });
});

describe('an unlock checkout confirmed after the consent it needs is gone', () => {
  it('is refunded when the buyer withdrew consent while it was open', async () => {
    const buyer = await signUpBuyer(app, 'Retira');
    const leadId = await submitLead(app, buyer, { nombre: 'Rita Retira' });
    const bank = await createStaff(built, 'Banco Desbloqueo Tardío');
    await payRequest(app, bank, leadId);
    const requestId = await answerRequest(app, buyer, 'Banco Desbloqueo Tardío', 'accepted');
    const sessionId = await openCheckout(bank, `/api/pay/unlock/${leadId}`);
    expect((await as(buyer).post(`/api/connection-requests/${requestId}/revoke`, {})).statusCode).toBe(200);

    const answer = await confirm(bank, sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ kind: 'unlock', status: 'refunded' });
    expect((await as(bank).get(`/api/lead/${leadId}`)).json()).toMatchObject({ state: 'revoked', unlocked: false, correo: null });
    const told = await refundNotices(bank);
    expect(told.notices).toHaveLength(1);
    expectNoBuyerData([told.notices[0]!.body, told.mails[0]!.textBody], buyer, 'Rita Retira');
    const conversations = await db.select().from(schema.conversations).where(eq(schema.conversations.userId, buyer.id));
    expect(conversations).toHaveLength(0);
  });
});
