// docs/product/lender-integrations.md#webhooks: the marketplace's changes queue their events in the transaction that
// makes them (a refused or rolled-back change queues nothing), each to the institution it concerns, and no delivery
// body ever carries the buyer's name, e-mail, phone, message or contact preferences: contact data is fetched through
// the API. A buyer with unique values planted everywhere is walked through every event, and every body is searched.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { createStaff, setupTestApp, signUpBuyer, testConfig } from '../../../test/app';
import { answerRequest, payRequest, payUnlock, submitLead, unlockLead } from '../../../test/marketplace';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { schema } from '../../db/client';
import { drainWebhookDeliveries } from './worker';

const built = await setupTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
const { app, as } = built;
const { db } = built.database;
const receiver = await startWebhookReceiver();

const tag = Math.random().toString(36).slice(2, 9);
const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
const planted = {
  accountName: `Zuleyka Cuenta ${tag}`,
  leadName: `Zuleyka Planta ${tag}`,
  leadEmail: `zuleyka.${tag}@example.com`,
  leadPhone: `(787) ${digits.slice(0, 3)}-${digits.slice(3)}`,
  phoneDigits: digits,
  answer: `Acepto, llámenme ${tag}`,
  revokeReason: `Ya no quiero ${tag}`,
};

const allEvents = ['lead.available', 'request.accepted', 'request.declined', 'lead.unlocked', 'consent.revoked'];
async function subscribedBank(name: string) {
  const staff = await createStaff(built, name);
  const created = await as(staff).post(apiPaths.webhooks, { url: receiver.url(`/${staff.institution.id}`), events: allEvents });
  expect(created.statusCode).toBe(201);
  return { ...staff, webhookId: (created.json() as { id: string }).id };
}
const eventsOf = async (institutionId: string) =>
  db
    .select({ type: schema.webhookDeliveries.eventType, body: schema.webhookDeliveries.body })
    .from(schema.webhookDeliveries)
    .innerJoin(schema.webhookEndpoints, eq(schema.webhookEndpoints.id, schema.webhookDeliveries.endpointId))
    .where(eq(schema.webhookEndpoints.institutionId, institutionId))
    .orderBy(schema.webhookDeliveries.createdAt);
const dataOf = (body: string) => (JSON.parse(body) as { data: Record<string, unknown> }).data;

const buyer = await signUpBuyer(app, planted.accountName);
const leadId = await submitLead(app, buyer, { nombre: planted.leadName, correo: planted.leadEmail, movil: planted.leadPhone });
const accepting = await subscribedBank('Banco Aceptado');
const declined = await subscribedBank('Cooperativa Rechazada');
const bystander = await subscribedBank('Banco Ajeno');

describe('events queued with the change', () => {
  it('request.accepted and lead.unlocked go to the institution concerned, with ids only', async () => {
    await payRequest(app, accepting, leadId);
    expect(await eventsOf(accepting.institution.id)).toEqual([]);
    const requestId = await answerRequest(app, buyer, accepting.institution.name, 'accepted', planted.answer);
    await payUnlock(app, accepting, leadId);

    const events = await eventsOf(accepting.institution.id);
    expect(events.map((event) => event.type)).toEqual(['request.accepted', 'lead.unlocked']);
    expect(dataOf(events[0]!.body)).toEqual({ leadId, connectionRequestId: requestId, respondedAt: expect.any(String) });
    expect(dataOf(events[1]!.body)).toEqual({ leadId, connectionRequestId: requestId, unlockedAt: expect.any(String) });
    expect(await eventsOf(bystander.institution.id)).toEqual([]);
  });

  it('request.declined, and a refused second answer queues nothing', async () => {
    await payRequest(app, declined, leadId);
    const requestId = await answerRequest(app, buyer, declined.institution.name, 'declined', planted.answer);
    const again = await as(buyer).post(apiPaths.respondToRequest(requestId), { response: 'accepted', userMessage: '' });
    expect(again.statusCode).toBe(409);
    const refusedRevoke = await as(buyer).post(apiPaths.revokeConsent(requestId), { reason: planted.revokeReason });
    expect(refusedRevoke.statusCode).toBe(409);

    const events = await eventsOf(declined.institution.id);
    expect(events.map((event) => event.type)).toEqual(['request.declined']);
    expect(dataOf(events[0]!.body)).toEqual({ leadId, connectionRequestId: requestId, respondedAt: expect.any(String) });
  });

  it('consent.revoked when the buyer withdraws, and no lead.unlocked for an unlock paid after it', async () => {
    const late = await subscribedBank('Banco Tardío');
    await payRequest(app, late, leadId);
    const lateRequest = await answerRequest(app, buyer, late.institution.name, 'accepted', planted.answer);
    // The unlock checkout opens, then the buyer withdraws before it is paid: confirming it applies nothing and refunds
    // the payment (docs/decisions/0138).
    const checkout = await as(late).post(apiPaths.payUnlock(leadId), {});
    expect(checkout.statusCode).toBe(200);
    const revoked = await as(buyer).post(apiPaths.revokeConsent(lateRequest), { reason: planted.revokeReason });
    expect(revoked.statusCode).toBe(200);
    const paid = await as(late).post(apiPaths.simulatePaymentSuccess, { sessionId: (checkout.json() as { sessionId: string }).sessionId });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'refunded' });

    const events = await eventsOf(late.institution.id);
    expect(events.map((event) => event.type)).toEqual(['request.accepted', 'consent.revoked']);
    expect(dataOf(events[1]!.body)).toEqual({
      leadId,
      connectionRequestId: lateRequest,
      revokedAt: revoked.json().revokedAt,
      cause: 'buyer_revoked',
    });
  });

  it('consent.revoked to the institutions that held the contact when the buyer deletes the account', async () => {
    const other = await signUpBuyer(app, `Otra ${tag}`);
    const otherLead = await submitLead(app, other, { nombre: `Otra Lead ${tag}`, correo: `otra.${tag}@example.com` });
    const holder = await subscribedBank('Banco Tenedor');
    const asking = await subscribedBank('Banco Preguntón');
    await unlockLead(app, holder, other, otherLead);
    await payRequest(app, asking, otherLead);

    const deleted = await app.inject({
      method: 'DELETE',
      url: apiPaths.myData,
      headers: { cookie: other.cookie },
      payload: { password: 'contraseña-segura' },
    });
    expect(deleted.statusCode).toBe(204);

    const held = await eventsOf(holder.institution.id);
    expect(held.map((event) => event.type)).toEqual(['request.accepted', 'lead.unlocked', 'consent.revoked']);
    expect(dataOf(held[2]!.body)).toMatchObject({ leadId: otherLead, cause: 'account_deleted' });
    // An institution still waiting for an answer never held the contact: nothing to revoke.
    expect(await eventsOf(asking.institution.id)).toEqual([]);
  });

  it('nothing is queued for an institution without an endpoint for that event', async () => {
    const quiet = await createStaff(built, 'Banco Silencioso');
    const subscribed = await as(quiet).post(apiPaths.webhooks, { url: receiver.url('/quiet'), events: ['consent.revoked'] });
    expect(subscribed.statusCode).toBe(201);
    const third = await signUpBuyer(app, `Tercera ${tag}`);
    const thirdLead = await submitLead(app, third);
    await unlockLead(app, quiet, third, thirdLead);
    expect(await eventsOf(quiet.institution.id)).toEqual([]);
  });
});

describe('what a delivery carries', () => {
  it('no delivery body, queued or received, contains the buyer’s personal data', async () => {
    receiver.reset();
    const settings = testConfig().webhooks;
    while ((await drainWebhookDeliveries(db, settings, { now: new Date(Date.now() + 1_000) })).delivered > 0);
    const queued = await db
      .select({ body: schema.webhookDeliveries.body, status: schema.webhookDeliveries.status })
      .from(schema.webhookDeliveries);
    expect(queued.length).toBeGreaterThanOrEqual(8);
    expect(queued.every((row) => row.status === 'delivered')).toBe(true);
    expect(receiver.received).toHaveLength(queued.length);

    const everything = [
      ...queued.map((row) => row.body),
      ...receiver.received.map((delivery) => `${JSON.stringify(delivery.headers)} ${delivery.body}`),
    ].join('\n');
    for (const value of [...Object.values(planted), planted.leadEmail.toUpperCase(), 'Otra Lead', `otra.${tag}`]) {
      expect(everything).not.toContain(value);
    }
    // Each delivery went to its own institution's endpoint.
    const [accepted] = await db
      .select({ id: schema.webhookEndpoints.id })
      .from(schema.webhookEndpoints)
      .where(and(eq(schema.webhookEndpoints.institutionId, accepting.institution.id)));
    expect(accepted!.id).toBe(accepting.webhookId);
    expect(receiver.received.filter((delivery) => delivery.path === `/${accepting.institution.id}`)).toHaveLength(2);
  });
});
