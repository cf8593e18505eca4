// docs/product/lender-integrations.md#webhooks: staff register endpoints (the secret shown once), send a signed test
// event, read the delivery log and re-send by hand; another institution's endpoints are not found. The receivers
// listen on 127.0.0.1 and verify each signature with the recipe docs/webhooks.md gives institutions.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { DeliveryOutcome, WebhookDeliveryPage, WebhookEndpoint } from '../../../shared/schemas/webhooks';
import { createStaff, setupTestApp } from '../../../test/app';
import { startWebhookReceiver, verifySignature } from '../../../test/webhook-receiver';
import { schema } from '../../db/client';
import { queueWebhookEvent } from './service';

const built = await setupTestApp();
const { as } = built;
const { db } = built.database;
const bank = await createStaff(built, 'Banco Webhook');
const otherBank = await createStaff(built, 'Cooperativa Ajena');
const receiver = await startWebhookReceiver();
const elsewhere = await startWebhookReceiver();

async function register(url = receiver.url(), events = ['request.accepted', 'lead.unlocked'], caller = bank) {
  const response = await as(caller).post(apiPaths.webhooks, { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; secret: string };
}
const deliveries = async (id: string, page = 1) =>
  (await as(bank).get(`${apiPaths.webhookDeliveries(id)}?page=${page}`)).json() as WebhookDeliveryPage;

describe('registering a webhook', () => {
  it('refuses a bad address or no events with a Spanish reason under the field, and stores nothing', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ url: 'no es una dirección', events: ['lead.unlocked'] }, 'url', 'Escribe una dirección web completa'],
      [{ url: 'ftp://crm.banco.example.com/hooks', events: ['lead.unlocked'] }, 'url', 'Escribe una dirección web completa'],
      [{ url: receiver.url(), events: [] }, 'events', 'Elige al menos un evento.'],
      [{ url: receiver.url(), events: ['lead.sold'] }, 'events', 'Evento desconocido.'],
      [{ url: receiver.url(), events: ['test'] }, 'events', 'Evento desconocido.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await as(bank).post(apiPaths.webhooks, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { message: string; issues: Array<{ path: string[]; message: string }> };
      expect(answer.issues[0]!.path[0]).toBe(field);
      expect(answer.message).toContain(message);
    }
    expect(await db.select().from(schema.webhookEndpoints)).toEqual([]);
  });

  it('answers the secret once; the list never shows it again', async () => {
    const created = await as(bank).post(apiPaths.webhooks, { url: `  ${receiver.url()}  `, events: ['lead.unlocked', 'lead.unlocked'] });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { id, secret } = created.json() as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await as(bank).get(apiPaths.webhooks);
    expect(list.body).not.toContain(secret);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id, url: receiver.url(), events: ['lead.unlocked'], disabledAt: null, lastDelivery: null }),
    );
    expect(((await as(otherBank).get(apiPaths.webhooks)).json() as WebhookEndpoint[]).map((endpoint) => endpoint.id)).not.toContain(id);
  });
});

describe('the test event, the log and the re-send', () => {
  it('signs the test event so the documented recipe verifies it, and shows it in the log at once', async () => {
    receiver.reset();
    const { id, secret } = await register();
    const sent = await as(bank).post(apiPaths.webhookTest(id));
    expect(sent.statusCode).toBe(200);
    const outcome = sent.json() as DeliveryOutcome;
    expect(outcome).toMatchObject({ delivered: true, statusCode: 200, error: null });

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(verifySignature(secret, delivery!.headers['x-casajoven-signature'], delivery!.body)).toBe(true);
    // The recipe is not a rubber stamp: another secret, another body or an old timestamp fail it.
    expect(verifySignature(`${secret}x`, delivery!.headers['x-casajoven-signature'], delivery!.body)).toBe(false);
    expect(verifySignature(secret, delivery!.headers['x-casajoven-signature'], `${delivery!.body} `)).toBe(false);
    expect(verifySignature(secret, delivery!.headers['x-casajoven-signature'], delivery!.body, Date.now() / 1000 + 600)).toBe(false);

    const body = JSON.parse(delivery!.body) as { id: string; type: string; data: { webhookId: string } };
    expect(body).toMatchObject({ type: 'test', data: { webhookId: id } });
    expect(delivery!.headers['x-casajoven-event']).toBe('test');
    expect(delivery!.headers['x-casajoven-delivery']).toBe(body.id);
    expect(delivery!.headers['content-type']).toBe('application/json');

    const log = await deliveries(id);
    expect(log.items).toEqual([
      expect.objectContaining({
        id: outcome.deliveryId,
        eventId: body.id,
        eventType: 'test',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
      }),
    ]);
    const [listed] = ((await as(bank).get(apiPaths.webhooks)).json() as WebhookEndpoint[]).filter((endpoint) => endpoint.id === id);
    expect(listed!.lastDelivery).toMatchObject({ status: 'delivered', statusCode: 200, eventType: 'test' });
  });

  it('reports a failing receiver with its status code, and a re-send carries the same bytes and event id', async () => {
    receiver.reset();
    const { id, secret } = await register();
    receiver.answer = 'error';
    const failed = (await as(bank).post(apiPaths.webhookTest(id))).json() as DeliveryOutcome;
    expect(failed).toMatchObject({ delivered: false, statusCode: 500 });
    expect((await deliveries(id)).items[0]).toMatchObject({ status: 'failed', attempts: 1, lastStatusCode: 500 });

    receiver.answer = 'ok';
    const resent = await as(bank).post(apiPaths.webhookResend(id, failed.deliveryId));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ deliveryId: failed.deliveryId, delivered: true, statusCode: 200, error: null });
    const [first, second] = receiver.received;
    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-casajoven-delivery']).toBe(first!.headers['x-casajoven-delivery']);
    expect(verifySignature(secret, second!.headers['x-casajoven-signature'], second!.body)).toBe(true);

    expect((await deliveries(id)).items[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null });
    const attempts = await db
      .select({ manual: schema.webhookAttempts.manual, statusCode: schema.webhookAttempts.statusCode })
      .from(schema.webhookAttempts)
      .where(eq(schema.webhookAttempts.deliveryId, failed.deliveryId));
    expect(attempts).toEqual(
      expect.arrayContaining([
        { manual: 'test', statusCode: 500 },
        { manual: 'resend', statusCode: 200 },
      ]),
    );
  });

  it('never follows a redirect: the attempt fails with the 3xx and the Spanish reason', async () => {
    receiver.reset();
    elsewhere.reset();
    receiver.answer = 'redirect';
    receiver.redirectTo = elsewhere.url('/robado');
    const { id } = await register();
    const outcome = (await as(bank).post(apiPaths.webhookTest(id))).json() as DeliveryOutcome;
    expect(outcome).toMatchObject({ delivered: false, statusCode: 302, error: 'Respondió con una redirección (302); no se siguen' });
    expect(receiver.received).toHaveLength(1);
    expect(elsewhere.connections).toBe(0);
  });

  it('names a refused connection in Spanish', async () => {
    const closed = await startWebhookReceiver();
    await closed.down();
    const { id } = await register(closed.url());
    const outcome = (await as(bank).post(apiPaths.webhookTest(id))).json() as DeliveryOutcome;
    expect(outcome).toMatchObject({ delivered: false, statusCode: null, error: 'Conexión rechazada' });
    expect((await deliveries(id)).items[0]).toMatchObject({ status: 'failed', lastError: 'Conexión rechazada', lastStatusCode: null });
  });

  it('pages the log, newest first', async () => {
    const { id } = await register();
    for (let n = 0; n < 21; n++) await as(bank).post(apiPaths.webhookTest(id));
    const first = await deliveries(id);
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    const second = await deliveries(id, 2);
    expect(second.items).toHaveLength(1);
    expect(first.items.map((item) => item.id)).not.toContain(second.items[0]!.id);
    expect((await as(bank).get(`${apiPaths.webhookDeliveries(id)}?page=0`)).statusCode).toBe(400);
  });
});

describe('another institution and a disabled endpoint', () => {
  it("answers 404 for another institution's endpoint and deliveries, and changes nothing", async () => {
    receiver.reset();
    const { id } = await register();
    const { deliveryId } = (await as(bank).post(apiPaths.webhookTest(id))).json() as DeliveryOutcome;
    receiver.reset();
    for (const response of [
      await as(otherBank).get(apiPaths.webhookDeliveries(id)),
      await as(otherBank).post(apiPaths.webhookTest(id)),
      await as(otherBank).post(apiPaths.webhookResend(id, deliveryId)),
      await as(otherBank).delete(apiPaths.webhook(id)),
      await as(bank).post(apiPaths.webhookResend(id, '00000000-0000-4000-8000-000000000000')),
      await as(bank).get(apiPaths.webhookDeliveries('no-es-un-id')),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    // The other institution's own endpoint does not open this one's deliveries either.
    const { id: theirs } = await register(receiver.url(), ['lead.unlocked'], otherBank);
    expect((await as(otherBank).post(apiPaths.webhookResend(theirs, deliveryId))).statusCode).toBe(404);
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries(id)).total).toBe(1);
  });

  it('disabling stops new events and the buttons, and keeps the log', async () => {
    receiver.reset();
    const { id } = await register(receiver.url(), ['request.accepted']);
    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'request.accepted', data: { leadId: 'l1' } });
    const pending = (await deliveries(id)).items[0]!;
    expect(pending.status).toBe('pending');

    expect((await as(bank).delete(apiPaths.webhook(id))).statusCode).toBe(204);
    const listed = ((await as(bank).get(apiPaths.webhooks)).json() as WebhookEndpoint[]).find((endpoint) => endpoint.id === id)!;
    expect(listed.disabledAt).not.toBeNull();
    expect((await deliveries(id)).items[0]).toMatchObject({ id: pending.id, status: 'failed', lastError: 'Webhook desactivado' });

    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'request.accepted', data: { leadId: 'l2' } });
    expect((await deliveries(id)).total).toBe(1);
    const test = await as(bank).post(apiPaths.webhookTest(id));
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toBe('Este webhook está desactivado.');
    expect((await as(bank).post(apiPaths.webhookResend(id, pending.id))).statusCode).toBe(409);
    expect((await as(bank).delete(apiPaths.webhook(id))).statusCode).toBe(204);
    expect(receiver.received).toHaveLength(0);
  });

  it('allows ten enabled endpoints at a time', async () => {
    const staff = await createStaff(built, 'Banco con Diez');
    for (let n = 0; n < 10; n++) await register(receiver.url(`/n${n}`), ['lead.unlocked'], staff);
    const eleventh = await as(staff).post(apiPaths.webhooks, { url: receiver.url('/once'), events: ['lead.unlocked'] });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toContain('10 webhooks activos');
  });
});
