// The development mailbox: operators only (it holds buyers' data), newest first, only delivered mails; and absent —
// API and screen — in production or when SMTP is configured.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStaff, setupTestApp, signUpBuyer, testPublicUrl } from '../../../test/app';
import { queueEmail } from '../../mail/outbox';
import { connectionRequestEmail, requestAnsweredEmail } from '../../mail/templates';
import { schema } from '../../db/client';
import { devMailboxTransport } from '../../mail/transport';
import { drainOutbox } from '../../mail/worker';

const clientDir = mkdtempSync(path.join(tmpdir(), 'casa-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"><!--app--></div>');
writeFileSync(path.join(clientDir, 'landing.html'), '<div id="root"></div>');

const built = await setupTestApp({}, { clientDir });
const admin = await createAdmin(built);
const { as, anonymous } = built;
// The database stamps rows in microseconds and JavaScript reads milliseconds: a pass "now" must be at least a
// millisecond after the insert, or a row queued in the same millisecond is not due yet.
const justAfterQueueing = () => new Date(Date.now() + 1);

describe('GET /api/dev/mailbox (development)', () => {
  it('is for operators only: 401 signed out, 403 for buyers and institutions', async () => {
    const buyer = await signUpBuyer(built.app);
    const staff = await createStaff(built, 'Banco Curioso');
    expect((await anonymous.get('/api/dev/mailbox')).statusCode).toBe(401);
    expect((await as(buyer).get('/api/dev/mailbox')).statusCode).toBe(403);
    expect((await as(staff).get('/api/dev/mailbox')).statusCode).toBe(403);
    expect((await as(admin).get('/api/dev/mailbox')).statusCode).toBe(200);
  });

  it('lists the delivered mails newest first, with both bodies, and leaves undelivered ones out', async () => {
    const db = built.database.db;
    await db.delete(schema.emailOutbox); // sign-ups earlier in the file queued verification mails
    const first = connectionRequestEmail(testPublicUrl, { bankName: 'Banco Primero', municipio: 'Caguas' });
    await queueEmail(db, { kind: 'connection-request', to: 'primero@example.com', ...first });
    const t0 = justAfterQueueing();
    await drainOutbox(db, devMailboxTransport(), { from: 'x@example.com', maxAttempts: 3, now: t0 });
    await queueEmail(db, {
      kind: 'request-answered',
      to: 'segundo@example.com',
      ...requestAnsweredEmail(testPublicUrl, { municipio: 'Ponce', accepted: true }),
    });
    await drainOutbox(db, devMailboxTransport(), { from: 'x@example.com', maxAttempts: 3, now: new Date(t0.getTime() + 1_000) });
    await queueEmail(db, {
      kind: 'request-answered',
      to: 'pendiente@example.com',
      ...requestAnsweredEmail(testPublicUrl, { municipio: 'Arecibo', accepted: false }),
    });

    const response = await as(admin).get('/api/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { mails } = response.json() as { mails: Array<Record<string, unknown>> };
    expect(mails.map((mail) => mail.to)).toEqual(['segundo@example.com', 'primero@example.com']);
    expect(mails[1]).toEqual({
      id: expect.any(String),
      kind: 'connection-request',
      to: 'primero@example.com',
      subject: first.subject,
      text: first.text,
      html: first.html,
      sentAt: t0.toISOString(),
    });
  });

  it('serves the mailbox screen, and the public configuration tells the console to link to it', async () => {
    expect((await anonymous.get('/dev/mailbox')).statusCode).toBe(200);
    expect((await anonymous.get('/api/public-config')).json().devMailbox).toBe(true);
  });
});

const switchedOff = {
  'in production': await setupTestApp(
    {
      NODE_ENV: 'production',
      AUTH_SECRET: 'un-secreto-de-produccion-de-32-caracteres-o-mas',
      DATA_ENCRYPTION_KEY: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      DOCUMENTS_KEY: 'd1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      PAYMENT_PROVIDER: 'simulated',
    },
    { clientDir },
  ),
  'with SMTP configured': await setupTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' }, { clientDir }),
};

describe.each(Object.entries(switchedOff))('the development mailbox %s', (_case, other) => {
  it('does not exist: the API and the screen answer 404, even to an operator', async () => {
    const operator = await createAdmin(other);
    expect(other.routes.some((route) => route.url === '/api/dev/mailbox')).toBe(false);
    expect((await other.anonymous.get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await other.as(operator).get('/api/dev/mailbox')).statusCode).toBe(404);
    expect((await other.anonymous.get('/dev/mailbox')).statusCode).toBe(404);
    expect((await other.anonymous.get('/dashboard')).statusCode).toBe(200);
    expect((await other.anonymous.get('/api/public-config')).json().devMailbox).toBe(false);
  });
});
