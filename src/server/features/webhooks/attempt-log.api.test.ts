// docs/product/lender-integrations.md#webhooks: the delivery log lists every attempt of a delivery, as Stripe's does:
// when, the receiver's status code (or why there was none), how long it took, and whether staff sent it by hand.
// Passes are driven with a moved clock, against a receiver on 127.0.0.1 (as delivery.api.test.ts does).
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import type { WebhookDeliveryPage } from '../../../shared/schemas/webhooks';
import { createStaff, setupTestApp, testConfig } from '../../../test/app';
import { startWebhookReceiver } from '../../../test/webhook-receiver';
import { queueWebhookEvent } from './service';
import { drainWebhookDeliveries } from './worker';

const minutes = (n: number) => n * 60_000;

describe('the delivery log', async () => {
  const settings = { ...testConfig().webhooks, maxAttempts: 3, timeoutMs: 1_000 };
  const built = await setupTestApp({}, { webhooks: settings });
  const { as } = built;
  const { db } = built.database;
  const bank = await createStaff(built, 'Banco Con Historial');
  const receiver = await startWebhookReceiver();
  const created = await as(bank).post(apiPaths.webhooks, { url: receiver.url(), events: ['lead.unlocked'] });
  const { id: webhookId } = created.json() as { id: string };

  it('lists every attempt with its time, status code, error and duration, newest first, the ones by hand marked', async () => {
    await queueWebhookEvent(db, { institutionId: bank.institution.id, type: 'lead.unlocked', data: { leadId: 'lead-log' } });
    const first = new Date(Date.now() + 1_000);
    await receiver.down();
    await drainWebhookDeliveries(db, settings, { now: first });
    await receiver.up();
    receiver.answer = 'error';
    const second = new Date(first.getTime() + minutes(1));
    await drainWebhookDeliveries(db, settings, { now: second });
    const third = new Date(second.getTime() + minutes(2));
    await drainWebhookDeliveries(db, settings, { now: third });

    receiver.answer = 'ok';
    const log = () => as(bank).get(apiPaths.webhookDeliveries(webhookId));
    const failed = ((await log()).json() as WebhookDeliveryPage).items[0]!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 500 });
    expect((await as(bank).post(apiPaths.webhookResend(webhookId, failed.id))).statusCode).toBe(200);

    const delivery = ((await log()).json() as WebhookDeliveryPage).items[0]!;
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 200 });
    const log4 = delivery.attemptLog;
    expect(log4).toHaveLength(4);
    // Newest first (the passes ran on a moved clock, so the re-send by hand is not necessarily the newest here).
    const times = log4.map((attempt) => Date.parse(attempt.attemptedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const byWorker = log4.filter((attempt) => attempt.manual === null);
    expect(byWorker.map(({ attemptedAt, statusCode, error }) => ({ attemptedAt, statusCode, error }))).toEqual([
      { attemptedAt: third.toISOString(), statusCode: 500, error: null },
      { attemptedAt: second.toISOString(), statusCode: 500, error: null },
      { attemptedAt: first.toISOString(), statusCode: null, error: 'Conexión rechazada' },
    ]);
    const byHand = log4.filter((attempt) => attempt.manual === 'resend');
    expect(byHand).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    expect(Date.parse(byHand[0]!.attemptedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const attempt of delivery.attemptLog) expect(attempt.durationMs).toEqual(expect.any(Number));
    expect(delivery.lastAttemptAt).toBe(log4[0]!.attemptedAt);
  });

  it('shows a test event with its one attempt', async () => {
    receiver.answer = 'ok';
    expect((await as(bank).post(apiPaths.webhookTest(webhookId))).statusCode).toBe(200);
    const test = ((await as(bank).get(apiPaths.webhookDeliveries(webhookId))).json() as WebhookDeliveryPage).items.find(
      (item) => item.eventType === 'test',
    )!;
    expect(test.attemptLog).toEqual([expect.objectContaining({ statusCode: 200, error: null, manual: 'test' })]);
  });
});
