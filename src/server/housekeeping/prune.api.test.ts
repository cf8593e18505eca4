// The daily prune: exactly the rows past keeping go (old live events, expired sessions, mail sent long ago),
// everything recent or still to deliver stays, and two prunes at once do the work once.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../test/app';
import { schema } from '../db/client';
import { deliveredWebhooksKeptMs, liveEventsKeptMs, pruneLockKey, pruneOnce, sentMailKeptMs } from './prune';
import { startHousekeeping } from './scheduler';

const built = await setupTestApp();
const db = built.database.db;
const onPostgres = built.database.kind === 'postgres';
const buyer = await signUpBuyer(built.app, 'Rosa Limpieza');

const staff = await createStaff(built, 'Banco Limpieza');
const staffUser = await db
  .select({ id: schema.user.id })
  .from(schema.user)
  .where(sql`${schema.user.email} = ${staff.email}`);
const [endpoint] = await db
  .insert(schema.webhookEndpoints)
  .values({
    institutionId: staff.institution.id,
    url: 'https://hooks.example.com/x',
    events: ['lead.unlocked'],
    secret: 's',
    createdBy: staffUser[0]!.id,
  })
  .returning({ id: schema.webhookEndpoints.id });

const day = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function liveEvent(createdAt: Date) {
  const [row] = await db
    .insert(schema.liveEvents)
    .values({ audienceKind: 'user', audienceId: buyer.id, type: 'unread', payload: { count: 1 }, createdAt })
    .returning({ id: schema.liveEvents.id });
  return row!.id;
}

async function session(expiresAt: Date) {
  const id = randomUUID();
  await db.insert(schema.session).values({ id, token: randomUUID(), userId: buyer.id, expiresAt });
  return id;
}

async function mail(status: 'pending' | 'sent' | 'failed', at: Date) {
  const [row] = await db
    .insert(schema.emailOutbox)
    .values({
      kind: 'prueba',
      toAddress: 'rosa@example.com',
      subject: 's',
      textBody: 't',
      status,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    })
    .returning({ id: schema.emailOutbox.id });
  return row!.id;
}

async function webhookDelivery(status: 'pending' | 'delivered' | 'failed', at: Date) {
  const [row] = await db
    .insert(schema.webhookDeliveries)
    .values({
      endpointId: endpoint!.id,
      eventId: randomUUID(),
      eventType: 'lead.unlocked',
      body: '{}',
      status,
      createdAt: at,
      deliveredAt: status === 'delivered' ? at : null,
    })
    .returning({ id: schema.webhookDeliveries.id });
  return row!.id;
}

/** Rows of each kind, one past keeping and several that must stay. */
async function seedRows() {
  return {
    gone: {
      liveEvents: [await liveEvent(ago(liveEventsKeptMs + day))],
      sessions: [await session(ago(60_000))],
      sentMail: [await mail('sent', ago(sentMailKeptMs + day))],
      deliveredWebhooks: [await webhookDelivery('delivered', ago(deliveredWebhooksKeptMs + day))],
    },
    kept: {
      liveEvents: [await liveEvent(ago(liveEventsKeptMs - day)), await liveEvent(new Date())],
      sessions: [await session(new Date(Date.now() + day))],
      // Pending and failed mail stays whatever its age: it is what an operator has to look at.
      sentMail: [
        await mail('sent', ago(sentMailKeptMs - day)),
        await mail('pending', ago(sentMailKeptMs + day)),
        await mail('failed', ago(sentMailKeptMs + day)),
      ],
      // As with mail: what has not arrived stays for staff and the operator to see.
      deliveredWebhooks: [
        await webhookDelivery('delivered', ago(deliveredWebhooksKeptMs - day)),
        await webhookDelivery('pending', ago(deliveredWebhooksKeptMs + day)),
        await webhookDelivery('failed', ago(deliveredWebhooksKeptMs + day)),
      ],
    },
  };
}

async function existing(ids: { liveEvents: number[]; sessions: string[]; sentMail: string[]; deliveredWebhooks: string[] }) {
  const w = schema.webhookDeliveries;
  const [events, sessions, mails, deliveries] = await Promise.all([
    db.select({ id: schema.liveEvents.id }).from(schema.liveEvents).where(inArray(schema.liveEvents.id, ids.liveEvents)),
    db.select({ id: schema.session.id }).from(schema.session).where(inArray(schema.session.id, ids.sessions)),
    db.select({ id: schema.emailOutbox.id }).from(schema.emailOutbox).where(inArray(schema.emailOutbox.id, ids.sentMail)),
    db.select({ id: w.id }).from(w).where(inArray(w.id, ids.deliveredWebhooks)),
  ]);
  return { liveEvents: events.length, sessions: sessions.length, sentMail: mails.length, deliveredWebhooks: deliveries.length };
}

describe('pruneOnce', () => {
  it('deletes exactly the rows past keeping and keeps the recent, pending and failed ones', async () => {
    const rows = await seedRows();
    expect(await pruneOnce(db, new Date())).toEqual({ liveEvents: 1, sessions: 1, sentMail: 1, deliveredWebhooks: 1 });
    expect(await existing(rows.gone)).toEqual({ liveEvents: 0, sessions: 0, sentMail: 0, deliveredWebhooks: 0 });
    expect(await existing(rows.kept)).toEqual({ liveEvents: 2, sessions: 1, sentMail: 3, deliveredWebhooks: 3 });
    // The buyer's own session still holds: the app still knows who is calling.
    expect((await built.as(buyer).get('/api/auth/user')).json()).toMatchObject({ id: buyer.id });
    expect(await pruneOnce(db, new Date())).toEqual({ liveEvents: 0, sessions: 0, sentMail: 0, deliveredWebhooks: 0 });
  });

  it('works through more rows than one batch', async () => {
    await db.execute(sql`
      insert into live_events (audience_kind, audience_id, type, payload, created_at)
      select 'user', ${buyer.id}, 'unread', '{}'::jsonb, now() - interval '30 days' from generate_series(1, 5003)`);
    expect(await pruneOnce(db, new Date())).toMatchObject({ liveEvents: 5003 });
  });

  it('does the work once when two prunes run at the same time', async () => {
    const rows = await seedRows();
    // On PostgreSQL these run on two pool connections at once; on PGlite one after the other. Either way one prune
    // deletes everything and the other finds the lock taken (null) or nothing left.
    const results = await Promise.all([pruneOnce(db, new Date()), pruneOnce(db, new Date())]);
    const workers = results.filter((result) => result && Object.values(result).some((count) => count > 0));
    expect(workers).toEqual([{ liveEvents: 1, sessions: 1, sentMail: 1, deliveredWebhooks: 1 }]);
    expect(await existing(rows.gone)).toEqual({ liveEvents: 0, sessions: 0, sentMail: 0, deliveredWebhooks: 0 });
    expect(await existing(rows.kept)).toEqual({ liveEvents: 2, sessions: 1, sentMail: 3, deliveredWebhooks: 3 });
  });

  // PGlite has one connection, so no second session can hold the lock meanwhile.
  it.skipIf(!onPostgres)('skips, deleting nothing, while another process holds the lock', async () => {
    const rows = await seedRows();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${pruneLockKey})`);
      expect(await pruneOnce(db, new Date())).toBeNull();
    });
    expect(await existing(rows.gone)).toEqual({ liveEvents: 1, sessions: 1, sentMail: 1, deliveredWebhooks: 1 });
    expect(await pruneOnce(db, new Date())).toEqual({ liveEvents: 1, sessions: 1, sentMail: 1, deliveredWebhooks: 1 });
  });

  it('runs from the scheduler after its first delay and logs what it deleted', async () => {
    const rows = await seedRows();
    const logged: unknown[] = [];
    let ran = () => {};
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const log = {
      info: (...args: unknown[]) => {
        logged.push(args);
        ran();
      },
      error: (...args: unknown[]) => logged.push(['error', ...args]),
    };
    const housekeeping = startHousekeeping(built.database, log as unknown as Parameters<typeof startHousekeeping>[1], { firstDelayMs: 10 });
    await firstRun;
    // Waits for the run under way (on PGlite, its VACUUM) before the database may close.
    await housekeeping.stop();
    expect(logged).toEqual([[{ pruned: { liveEvents: 1, sessions: 1, sentMail: 1, deliveredWebhooks: 1 } }, 'housekeeping']]);
    expect(await existing(rows.kept)).toEqual({ liveEvents: 2, sessions: 1, sentMail: 3, deliveredWebhooks: 3 });
  });

  // PGlite has no autovacuum: the daily run is what keeps every table's statistics current, pruned or not.
  it.skipIf(onPostgres)('vacuums and analyzes every table on PGlite, even when nothing was pruned', async () => {
    const analyzed = async () => {
      const stats = (await db.execute(
        sql`select analyze_count::int as analyzed, vacuum_count::int as vacuumed from pg_stat_user_tables where relname = 'leads'`,
      )) as { rows: Array<{ analyzed: number; vacuumed: number }> };
      return stats.rows[0]!;
    };
    const before = await analyzed();
    let ran = () => {};
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const log = { info: () => ran(), error: (...args: unknown[]) => console.error(...args) };
    const housekeeping = startHousekeeping(built.database, log as unknown as Parameters<typeof startHousekeeping>[1], { firstDelayMs: 10 });
    await firstRun;
    await housekeeping.stop();
    expect(await analyzed()).toEqual({ analyzed: before.analyzed + 1, vacuumed: before.vacuumed + 1 });
  });
});
