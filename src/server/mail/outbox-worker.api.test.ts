// The outbox worker against a real SMTP server started in the test (smtp-server): delivery with both bodies, an
// outage that loses nothing and delivers once when the server is back, a crash mid-send, the attempt limit, and
// drains racing each other (on PostgreSQL, in the test:api:postgres pass, they run on separate connections).
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer, testConfig, testPublicUrl } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { answerRequest, payRequest, submitLead } from '../../test/marketplace';
import { buildApp } from '../app';
import { freePort, parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { schema } from '../db/client';
import { queueEmail } from './outbox';
import { connectionRequestEmail } from './templates';
import { smtpTransport, type MailTransport } from './transport';
import { defaultLeaseMs, drainOutbox, retryDelayMs, startOutboxWorker } from './worker';

const built = await setupTestApp();
const db = built.database.db;
const { as } = built;
const from = 'Casa Joven PR <notificaciones@casajovenpr.example.com>';
const o = schema.emailOutbox;

const servers: TestSmtpServer[] = [];
async function smtp(port = 0) {
  const server = await startSmtpServer(port);
  servers.push(server);
  return server;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

const drain = (transport: MailTransport, now: Date, maxAttempts = 3, batchSize = 20) =>
  drainOutbox(db, transport, { from, maxAttempts, now, batchSize });
// The database stamps rows in microseconds and JavaScript reads milliseconds: a pass "now" must be at least a
// millisecond after the insert, or a row queued in the same millisecond is not due yet.
const justAfterQueueing = () => new Date(Date.now() + 1);
const later = (base: Date, ms: number) => new Date(base.getTime() + ms);
const rowsTo = (address: string) => db.select().from(o).where(eq(o.toAddress, address));

async function queueOne(to: string) {
  await queueEmail(db, {
    kind: 'connection-request',
    to,
    ...connectionRequestEmail(testPublicUrl, { bankName: 'Banco Cartero', municipio: 'Ponce' }),
  });
}

// Each test starts from an empty outbox: a drain takes every due row, whoever queued it.
beforeEach(async () => {
  await db.delete(o);
});

describe('drainOutbox over SMTP', () => {
  it('delivers a mail queued by a real flow: recipient, subject, plain text and HTML, then marks it sent', async () => {
    const server = await smtp();
    const buyer = await signUpBuyer(built.app, 'María Santiago');
    const bank = await createStaff(built, 'Banco Cartero Uno');
    await db.delete(o); // the sign-up's verification mail is another test's subject
    const response = await as(buyer).post('/api/contact', {
      name: 'María Santiago',
      email: 'maria@example.com',
      phone: '(787) 555-0123',
      institutionId: bank.institution.id,
      message: 'Hola <b>equipo</b> & gracias',
    });
    expect(response.statusCode).toBe(200);

    const now = justAfterQueueing();
    expect(await drain(smtpTransport(server.url), now)).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received!.to).toEqual(['oficial@banco.example.com']);
    expect(received!.from).toBe('notificaciones@casajovenpr.example.com');
    const mail = parseMail(received!.raw);
    expect(mail.subject).toBe('Mensaje de María Santiago desde Casa Joven PR');
    expect(mail.text).toContain('Hola <b>equipo</b> & gracias');
    expect(mail.text).toContain(`${testPublicUrl}/leads-dashboard`);
    expect(mail.html).toContain('Hola &#60;b&#62;equipo&#60;/b&#62; &#38; gracias');
    expect(mail.html).toContain(`href="${testPublicUrl}/leads-dashboard"`);
    expect(mail.html).not.toContain('<b>equipo');

    const [row] = await rowsTo('oficial@banco.example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt!.getTime()).toBe(now.getTime());
    // Nothing is sent twice.
    expect(await drain(smtpTransport(server.url), later(now, 24 * 3600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("delivers the marketplace mails: the buyer hears of the request, the bank of the answer without the buyer's contact data", async () => {
    const server = await smtp();
    const buyer = await signUpBuyer(built.app, 'Zafiro');
    const bank = await createStaff(built, 'Banco Discreto');
    await db.delete(o); // the sign-up's verification mail is another test's subject
    const secret = { nombre: 'Zafiro Quintana Discreta', correo: 'zafiro.discreta@example.com', movil: '(939) 555-0142' };
    const leadId = await submitLead(built.app, buyer, { ...secret, municipio: 'Ponce' });
    await db.delete(o); // and so is the link that confirmed the lead's own e-mail (features/leads/lead-email.api.test.ts)
    await payRequest(built.app, bank, leadId);
    await answerRequest(built.app, buyer, 'Banco Discreto', 'accepted', 'Llámenme al 939-555-0142');

    expect(await drain(smtpTransport(server.url), justAfterQueueing())).toMatchObject({ sent: 2, retried: 0 });
    const toBuyer = server.received.find((mail) => mail.to.includes(buyer.email))!;
    const toBank = server.received.find((mail) => mail.to.includes(bank.email))!;
    const buyerMail = parseMail(toBuyer.raw);
    expect(buyerMail.subject).toBe('Banco Discreto quiere contactarte — Casa Joven PR');
    expect(buyerMail.html).toContain(`href="${testPublicUrl}/connection-requests"`);

    const bankMail = parseMail(toBank.raw);
    expect(bankMail.subject).toBe('Solicitud aceptada — Casa Joven PR');
    expect(bankMail.text).toContain('Un comprador de Ponce aceptó tu solicitud de conexión.');
    expect(bankMail.html).toContain(`href="${testPublicUrl}/leads-dashboard"`);
    for (const leak of [secret.nombre, secret.correo, secret.movil, '939-555-0142', '555-0142', buyer.email, 'Zafiro']) {
      expect(toBank.raw).not.toContain(leak);
      expect(`${bankMail.subject}${bankMail.text}${bankMail.html}`).not.toContain(leak);
    }
  });

  it('keeps the mail pending through an outage and delivers it exactly once when the server is back', async () => {
    const port = await freePort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    await queueOne('corte@example.com');

    const t0 = justAfterQueueing();
    expect(await drain(transport, t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [waiting] = await rowsTo('corte@example.com');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting!.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));

    const server = await smtp(port);
    // Not due yet: the backoff holds it back even though the server is up.
    expect(await drain(transport, later(t0, retryDelayMs(1) - 1_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(0);

    expect(await drain(transport, later(t0, retryDelayMs(1)))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await drain(transport, later(t0, 3600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.received.map((mail) => mail.to)).toEqual([['corte@example.com']]);
    expect(await rowsTo('corte@example.com')).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, lastError: null })]);
  });

  it('backs off exponentially and marks the mail failed after the last allowed attempt', async () => {
    const transport = smtpTransport(`smtp://127.0.0.1:${await freePort()}`);
    await queueOne('nunca@example.com');
    const t0 = justAfterQueueing();
    expect(await drain(transport, t0)).toMatchObject({ retried: 1 });
    const t1 = later(t0, retryDelayMs(1));
    expect(await drain(transport, t1)).toMatchObject({ retried: 1 });
    const [second] = await rowsTo('nunca@example.com');
    expect(second!.nextAttemptAt.getTime() - t1.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    expect(await drain(transport, later(t1, retryDelayMs(2)))).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rowsTo('nunca@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.lastError).toBeTruthy();
    expect(await drain(transport, later(t0, 7 * 24 * 3600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('gives a mail claimed by a process that died mid-send to the next pass once the lease runs out', async () => {
    const server = await smtp();
    await queueOne('caida@example.com');
    let calls = 0;
    // A send that never returns: the process "dies" holding the claim.
    const dying: MailTransport = { kind: 'smtp', send: () => (calls++, new Promise<void>(() => undefined)), close: () => undefined };
    const t0 = justAfterQueueing();
    void drain(dying, t0);
    await expect.poll(() => calls, { timeout: 10_000 }).toBe(1);

    const healthy = smtpTransport(server.url);
    expect(await drain(healthy, later(t0, 60_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(0);
    expect(await drain(healthy, later(t0, defaultLeaseMs))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
    expect(await rowsTo('caida@example.com')).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('never sends a row twice when several workers drain at the same time', async () => {
    const server = await smtp();
    const addresses = Array.from({ length: 40 }, (_, i) => `carrera-${i}@example.com`);
    for (const address of addresses) await queueOne(address);
    const transport = smtpTransport(server.url);
    const now = justAfterQueueing();
    // Four workers, each passing in small batches until the outbox is empty, all at once.
    const worker = async () => {
      let sent = 0;
      for (;;) {
        const result = await drain(transport, now, 3, 3);
        sent += result.sent;
        if (result.sent + result.retried + result.failed === 0) return sent;
      }
    };
    const shares = await Promise.all(Array.from({ length: 4 }, worker));

    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(40);
    const delivered = server.received.flatMap((mail) => mail.to).sort();
    expect(delivered).toEqual([...addresses].sort());
    const rows = await db.select().from(o);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    if (built.database.kind === 'postgres') {
      // On PostgreSQL (one connection per query from the pool) the workers really overlapped: each took a share.
      expect(shares.filter((share) => share > 0).length).toBeGreaterThan(1);
    }
  });
});

describe('the worker in the server process', () => {
  it('polls on its interval, delivers what is queued, and stops cleanly', async () => {
    const server = await smtp();
    const config = testConfig({ SMTP_URL: server.url, MAIL_POLL_INTERVAL_MS: '100' });
    const log = { info: () => undefined, error: (...args: unknown[]) => console.error(...args) };
    const worker = startOutboxWorker(db, smtpTransport(server.url), config, log);
    await queueOne('sondeo@example.com');
    await expect.poll(() => server.received.length, { timeout: 5_000 }).toBe(1);
    await worker.stop();

    await queueOne('despues@example.com');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.received).toHaveLength(1);
    expect(await rowsTo('despues@example.com')).toEqual([expect.objectContaining({ status: 'pending', attempts: 0 })]);
  });
});

describe('buildApp with the worker on (what main.ts does)', () => {
  it('delivers into the development mailbox while running, and app.close() stops the worker before the database closes', async () => {
    const database = await freshDatabase();
    const app = await buildApp(
      { ...testConfig({ MAIL_POLL_INTERVAL_MS: '100' }), clientDir: null },
      { database, logger: false, mailWorker: true },
    );
    try {
      expect(app.mailTransport?.kind).toBe('dev-mailbox');
      await queueEmail(database.db, {
        kind: 'connection-request',
        to: 'ciclo@example.com',
        ...connectionRequestEmail(testPublicUrl, { bankName: 'Banco Ciclo', municipio: 'Lares' }),
      });
      await expect
        .poll(async () => (await database.db.select().from(o).where(eq(o.toAddress, 'ciclo@example.com')))[0]?.status, { timeout: 10_000 })
        .toBe('sent');
      await app.app.close();
      // Closed: nothing drains any more.
      await queueEmail(database.db, {
        kind: 'connection-request',
        to: 'cerrado@example.com',
        ...connectionRequestEmail(testPublicUrl, { bankName: 'Banco Ciclo', municipio: 'Lares' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await database.db.select().from(o).where(eq(o.toAddress, 'cerrado@example.com')))[0]?.status).toBe('pending');
    } finally {
      await database.dispose();
    }
  });
});
