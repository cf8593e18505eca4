// The event stream over real HTTP on one process: NOTIFY wakes the stream, Last-Event-ID resumes without
// loss, institution events carry no contact data, and the stream ends with the session.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { schema } from '../db/client';
import { createStaff, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { publishEvent } from './publish';
import { freshDatabase } from '../../test/database';
import { answerRequest, payRequest, payUnlock, submitLead } from '../../test/marketplace';
import { requestsTo } from '../../test/requests';
import { openEventStream, type SseConnection } from '../../test/sse';

const database = await freshDatabase();
const built = await buildApp(testConfig(), { database, logger: false, liveHeartbeatMs: 150 });
rememberTestApp(built);
const { app } = built;
const { as } = requestsTo(app);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const streams: SseConnection[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
  await database.dispose();
});
const open = async (cookie: string, lastEventId?: string) => {
  const stream = await openEventStream(`${base}/api/events`, cookie, lastEventId);
  streams.push(stream);
  return stream;
};

const buyer = await signUpBuyer(app, 'Lucía Ortiz');
const bank = await createStaff(built, 'Banco en Vivo');
const buyerStream = await open(buyer.cookie);
const bankStream = await open(bank.cookie);

const leadId = await submitLead(app, buyer, { nombre: 'Lucía Ortiz', correo: 'lucia.vivo@example.com', movil: '(787) 555-0177' });

describe('live events', () => {
  it('tell the buyer about a paid connection request and the institution about the answer', async () => {
    await payRequest(app, bank, leadId);
    await buyerStream.waitFor((e) => e.event === 'connection-request');
    await answerRequest(app, buyer, 'Banco en Vivo', 'accepted');
    const answered = await bankStream.waitFor((e) => e.event === 'request-answered');
    expect(answered.data).toEqual({ leadId, requestStatus: 'accepted' });
    await payUnlock(app, bank, leadId);
    await buyerStream.waitFor((e) => e.event === 'conversation');
  });

  let conversationId = '';
  it('deliver a new message and the unread count to the other side as it is sent', async () => {
    const [conversation] = (await as(buyer).get('/api/conversations')).json() as Array<{ id: string }>;
    conversationId = conversation!.id;
    const sent = await as(buyer).post(`/api/conversations/${conversationId}/messages`, { content: 'Hola, ¿qué necesito?' });
    expect(sent.statusCode).toBe(201);
    await bankStream.waitFor((e) => e.event === 'message' && (e.data as { conversationId: string }).conversationId === conversationId);
    const count = await bankStream.waitFor((e) => e.event === 'unread');
    expect(count.data).toEqual({ count: 1 });
    // The sender's other tabs refresh too.
    await buyerStream.waitFor((e) => e.event === 'message');
  });

  it('never put the buyer contact data in what the institution receives', () => {
    const body = JSON.stringify(bankStream.events);
    for (const secret of ['Lucía', 'lucia.vivo@example.com', '555-0177', buyer.email]) expect(body).not.toContain(secret);
  });

  it('resume from Last-Event-ID without losing what happened while disconnected', async () => {
    const lastSeen = bankStream.events.at(-1)!.id!;
    bankStream.close();
    for (const content of ['Primero sin conexión', 'Segundo sin conexión']) {
      await as(buyer).post(`/api/conversations/${conversationId}/messages`, { content });
    }
    const resumed = await open(bank.cookie, lastSeen);
    await resumed.waitFor((e) => e.event === 'unread' && (e.data as { count: number }).count === 3);
    // Exactly what was missed: two messages and their unread counts, nothing from before.
    expect(resumed.events.map((e) => e.event)).toEqual(['message', 'unread', 'message', 'unread']);
    expect(new Set(resumed.events.map((e) => e.id)).size).toBe(4);

    // A fresh connection without Last-Event-ID starts from now: no history replayed.
    const fresh = await open(bank.cookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fresh.events).toEqual([]);
    fresh.close();
  });

  it('give ids that do not count the events of others in between, and still resume', async () => {
    const say = (content: string) => as(buyer).post(`/api/conversations/${conversationId}/messages`, { content });
    const stream = await open(bank.cookie);
    await say('Antes del ruido');
    const first = await stream.waitFor((e) => e.event === 'message');
    // Thirty events for someone else happen between two events this institution sees.
    const stranger = await signUpBuyer(app, 'Otra Persona');
    for (let i = 0; i < 30; i++)
      await publishEvent(built.database.db, { kind: 'user', id: stranger.id }, { type: 'unread', payload: { count: i } });
    await say('Después del ruido');
    const second = await stream.waitFor((e) => e.event === 'message' && e.id !== first.id);
    for (const id of [first.id!, second.id!]) {
      expect(id, 'an opaque cursor, not a number').not.toMatch(/^\d+$/);
      expect(id).toMatch(/^[A-Za-z0-9_-]{20,120}$/);
    }
    expect(second.id!.length).toBe(first.id!.length);
    // Whatever the stream says besides events (comments included) carries no sequence number either.
    const raw = await (await fetch(`${base}/api/events?once=1`, { headers: { cookie: bank.cookie, 'last-event-id': first.id! } })).text();
    const maxId = (await built.database.db.select({ id: schema.liveEvents.id }).from(schema.liveEvents))
      .map((r) => r.id)
      .sort((a, b) => b - a)[0]!;
    for (const n of [maxId, maxId - 1, maxId - 31, maxId - 32]) expect(raw).not.toMatch(new RegExp(`\\b${n}\\b`));
    // The first id still resumes: the second message comes back.
    const resumed = await open(bank.cookie, first.id!);
    await resumed.waitFor((e) => e.event === 'message' && e.id !== first.id);
    expect(resumed.events.filter((e) => e.event === 'message')).toHaveLength(1);
  });

  it('treat a forged, garbled or foreign Last-Event-ID as a clean start', async () => {
    const buyerId = buyerStream.events.at(-1)!.id!;
    const bankId = bankStream.events.at(-1)!.id!;
    const tampered = `${bankId.slice(0, 10)}${bankId[10] === 'A' ? 'B' : 'A'}${bankId.slice(11)}`;
    for (const lastEventId of ['0', '1', 'basura', '-1', tampered, buyerId, 'x'.repeat(500)]) {
      const response = await fetch(`${base}/api/events?once=1`, { headers: { cookie: bank.cookie, 'last-event-id': lastEventId } });
      expect(response.status, lastEventId).toBe(200);
      const body = await response.text();
      expect(body, lastEventId).not.toContain('data:');
    }
  });

  it('end when the session ends', async () => {
    const other = await signUpBuyer(app, 'Sesión Corta');
    const stream = await open(other.cookie);
    await built.database.db.delete(schema.session).where(eq(schema.session.userId, other.id));
    await stream.ended;
    expect(stream.events.at(-1)?.event).toBe('session-ended');
  });

  it('refuse signed-out callers', async () => {
    expect((await fetch(`${base}/api/events`)).status).toBe(401);
  });
});
