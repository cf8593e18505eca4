import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/app';
import { schema } from '../../db/client';
import { queueEmail } from '../../mail/outbox';

const { database, anonymous } = await setupTestApp();
const db = database.db;

const queue = (to: string) => queueEmail(db, { kind: 'prueba', to, subject: 'Asunto', text: 'Texto' });

describe('GET /healthz', () => {
  it('runs on the database the suite was asked for', () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('says the database answers, and an empty outbox', async () => {
    const response = await anonymous.get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', outbox: { pending: 0, oldestPendingAgeSeconds: null, failed: 0 } });
  });

  it('reports the mail waiting, how long the oldest has waited and what failed, and stays 200', async () => {
    await queue('uno@example.com');
    await queue('dos@example.com');
    await queue('tres@example.com');
    const o = schema.emailOutbox;
    await db
      .update(o)
      .set({ createdAt: sql`now() - interval '90 seconds'` })
      .where(eq(o.toAddress, 'uno@example.com'));
    await db.update(o).set({ status: 'failed', lastError: 'SMTP caído' }).where(eq(o.toAddress, 'tres@example.com'));

    const response = await anonymous.get('/healthz');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { outbox: { pending: number; oldestPendingAgeSeconds: number; failed: number } };
    expect(body).toMatchObject({ status: 'ok', database: 'up', outbox: { pending: 2, failed: 1 } });
    expect(body.outbox.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(body.outbox.oldestPendingAgeSeconds).toBeLessThan(120);
  });

  it('says 503 when the database does not answer within 2 s', async () => {
    // A transaction that holds the outbox table: PostgreSQL makes the health query wait for the lock, PGlite for
    // its one connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`lock table email_outbox in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    try {
      const started = Date.now();
      const response = await anonymous.get('/healthz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    } finally {
      release();
      await holder;
    }
    expect((await anonymous.get('/healthz')).statusCode).toBe(200);
  });
});
