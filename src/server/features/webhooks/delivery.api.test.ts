// The webhook worker (decision 0110): a delivery survives a receiver outage and is retried with backoff until it
// lands, gives up after WEBHOOK_MAX_ATTEMPTS, and in production nothing is sent to a loopback, private or link-local
// address: the guard refuses before any connection, at registration and again at send time. Passes are driven here
// with a moved clock; receivers listen on 127.0.0.1 and the production resolver is a fake mapping names to addresses.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { DeliveryOutcome, WebhookDeliveryPage } from '../../../shared/schemas/webhooks';
import { createStaff, setupTestApp, testConfig } from '../../../test/app';
import { startWebhookReceiver, verifySignature } from '../../../test/webhook-receiver';
import { loadConfig } from '../../config';
import { schema } from '../../db/client';
import type { Resolver } from '../../net/public-address';
import { queueWebhookEvent } from './service';
import { drainWebhookDeliveries } from './worker';

const minutes = (n: number) => n * 60_000;
/** A pass's clock just ahead of the database's: a row queued a moment ago (at PostgreSQL's microseconds) is due. */
const soon = () => new Date(Date.now() + 1_000);

describe('the delivery worker', async () => {
  const settings = { ...testConfig().webhooks, maxAttempts: 4, timeoutMs: 1_000 };
  const built = await setupTestApp({}, { webhooks: settings });
  const { as } = built;
  const { db } = built.database;
  const bank = await createStaff(built, 'Banco Paciente');
  const receiver = await startWebhookReceiver();
  const { id: webhookId, secret } = (await as(bank).post(apiPaths.webhooks, { url: receiver.url(), events: ['lead.unlocked'] })).json() as {
    id: string;
    secret: string;
  };
  const deliveryRow = async () => {
    const [row] = await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.endpointId, webhookId));
    return row!;
  };
  const clearDeliveries = () => db.delete(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.endpointId, webhookId));

  it('retries after an outage (down, then 500, then up) with growing waits, and the delivery verifies', async () => {
    await clearDeliveries();
    receiver.reset();
    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: 'lead-1' } });
    const start = soon();

    await receiver.down();
    expect(await drainWebhookDeliveries(db, settings, { now: start })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    let row = await deliveryRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Conexión rechazada' });
    expect(row.nextAttemptAt.getTime()).toBe(start.getTime() + minutes(1));

    // Not due yet: a pass half a minute later leaves it alone.
    expect(await drainWebhookDeliveries(db, settings, { now: new Date(start.getTime() + 30_000) })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });

    await receiver.up();
    receiver.answer = 'error';
    const second = new Date(start.getTime() + minutes(1));
    expect(await drainWebhookDeliveries(db, settings, { now: second })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    row = await deliveryRow();
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500 });
    expect(row.nextAttemptAt.getTime()).toBe(second.getTime() + minutes(2));

    receiver.answer = 'ok';
    const third = new Date(second.getTime() + minutes(2));
    expect(await drainWebhookDeliveries(db, settings, { now: third })).toEqual({ delivered: 1, retried: 0, failed: 0 });
    row = await deliveryRow();
    expect(row).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, lastError: null });

    // The receiver saw the 500 and the final one: the same signed bytes each time, the same event id.
    expect(receiver.received).toHaveLength(2);
    for (const delivery of receiver.received) {
      expect(delivery.body).toBe(row.body);
      expect(delivery.headers['x-casajoven-delivery']).toBe(row.eventId);
      expect(delivery.headers['x-casajoven-event']).toBe('lead.unlocked');
      expect(verifySignature(secret, delivery.headers['x-casajoven-signature'], delivery.body)).toBe(true);
    }
    const log = (await as(bank).get(apiPaths.webhookDeliveries(webhookId))).json() as WebhookDeliveryPage;
    expect(log.items[0]).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200, nextAttemptAt: null });

    // Delivered is final: later passes send nothing more.
    await drainWebhookDeliveries(db, settings, { now: new Date(third.getTime() + minutes(60)) });
    expect(receiver.received).toHaveLength(2);
  });

  it('gives up after the last attempt, and staff can still re-send it by hand', async () => {
    await clearDeliveries();
    receiver.reset();
    receiver.answer = 'error';
    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: 'lead-2' } });
    let now = soon();
    const outcomes = [];
    for (let pass = 0; pass < 6; pass++) {
      outcomes.push(await drainWebhookDeliveries(db, settings, { now }));
      now = new Date(now.getTime() + minutes(60));
    }
    expect(outcomes.map((outcome) => outcome.failed)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(receiver.received).toHaveLength(settings.maxAttempts);
    const row = await deliveryRow();
    expect(row).toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 500 });

    receiver.answer = 'ok';
    const resent = (await as(bank).post(apiPaths.webhookResend(webhookId, row.id))).json() as DeliveryOutcome;
    expect(resent).toMatchObject({ delivered: true, statusCode: 200 });
    expect((await deliveryRow()).status).toBe('delivered');
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    await clearDeliveries();
    receiver.reset();
    receiver.answer = 'hang';
    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: 'lead-3' } });
    await drainWebhookDeliveries(db, settings, { now: soon() });
    expect(await deliveryRow()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Sin respuesta en 1 s', lastStatusCode: null });
  });

  it('two passes at once never send the same delivery twice', async () => {
    await clearDeliveries();
    receiver.reset();
    for (let n = 0; n < 6; n++) {
      await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: `lead-${n}` } });
    }
    const now = soon();
    const [a, b] = await Promise.all([drainWebhookDeliveries(db, settings, { now }), drainWebhookDeliveries(db, settings, { now })]);
    expect(a.delivered + b.delivered).toBe(6);
    expect(new Set(receiver.received.map((delivery) => delivery.headers['x-casajoven-delivery'])).size).toBe(6);
    expect(receiver.received).toHaveLength(6);
  });
});

describe('in production mode', async () => {
  const receiver = await startWebhookReceiver();
  /** The fake DNS: each name to the address the test gives it. */
  const names = new Map<string, string>([
    ['crm.banco.example.com', '93.184.216.34'],
    ['privado.example.com', '10.0.0.5'],
    ['metadatos.example.com', '169.254.169.254'],
    ['local.example.com', '127.0.0.1'],
  ]);
  const resolve: Resolver = async (hostname) => {
    const address = names.get(hostname);
    if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address, family: 4 }];
  };
  // The settings a production start-up makes, with the fake DNS.
  const production = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    DATA_ENCRYPTION_KEY: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    DOCUMENTS_KEY: 'd1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    PAYMENT_PROVIDER: 'simulated',
  });
  const settings = { ...production.webhooks, resolve, timeoutMs: 1_000 };
  expect(settings.guardAddresses).toBe(true);
  const built = await setupTestApp({}, { webhooks: settings });
  const { as } = built;
  const { db } = built.database;
  const bank = await createStaff(built, 'Banco en Producción');

  it('refuses plain HTTP and names or literals that are not public, before any connection', async () => {
    const refused: Array<[string, string]> = [
      [`http://crm.banco.example.com:${receiver.port}/hooks`, 'La dirección debe empezar con https://.'],
      [`https://privado.example.com:${receiver.port}/hooks`, 'Esa dirección apunta a una red privada o local'],
      [`https://metadatos.example.com:${receiver.port}/hooks`, 'Esa dirección apunta a una red privada o local'],
      [`https://local.example.com:${receiver.port}/hooks`, 'Esa dirección apunta a una red privada o local'],
      [`https://127.0.0.1:${receiver.port}/hooks`, 'Esa dirección apunta a una red privada o local'],
      [`https://169.254.169.254/latest/meta-data`, 'Esa dirección apunta a una red privada o local'],
      [`https://[::1]:${receiver.port}/hooks`, 'Esa dirección apunta a una red privada o local'],
      [`https://nadie.example.com/hooks`, 'No encontramos ese servidor.'],
    ];
    for (const [url, message] of refused) {
      const response = await as(bank).post(apiPaths.webhooks, { url, events: ['lead.unlocked'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await db.select().from(schema.webhookEndpoints)).toEqual([]);
    expect(receiver.connections).toBe(0);
  });

  it('checks the address again at send time: a name that moved to a private address gets nothing', async () => {
    const created = await as(bank).post(apiPaths.webhooks, {
      url: `https://crm.banco.example.com:${receiver.port}/hooks`,
      events: ['lead.unlocked'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };

    for (const address of ['127.0.0.1', '10.0.0.5', '169.254.169.254']) {
      names.set('crm.banco.example.com', address);
      const test = (await as(bank).post(apiPaths.webhookTest(id))).json() as DeliveryOutcome;
      expect(test).toMatchObject({
        delivered: false,
        statusCode: null,
        error: 'Dirección no permitida: solo direcciones públicas con HTTPS',
      });
    }

    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: 'lead-9' } });
    expect(await drainWebhookDeliveries(db, settings, { now: soon() })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    const [queued] = await db.select().from(schema.webhookDeliveries).where(eq(schema.webhookDeliveries.eventType, 'lead.unlocked'));
    expect(queued).toMatchObject({ status: 'pending', lastError: 'Dirección no permitida: solo direcciones públicas con HTTPS' });
    expect(receiver.connections).toBe(0);
    expect(receiver.received).toEqual([]);
  });
});
