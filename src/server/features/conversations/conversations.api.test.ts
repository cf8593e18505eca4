// Conversations on both sides: who may read and write, trimming and limits, paging, read markers, closing,
// and the new-message e-mail window.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageMaxLength, messagesCopy } from '../../../shared/copy/messages';
import type { Conversation, Message, MessagesPage } from '../../../shared/schemas/messages';
import { schema } from '../../db/client';
import { createStaff, setupTestApp, signUpBuyer, testPublicUrl } from '../../../test/app';
import { leadPayload, submitLead, unlockLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;

const buyer = await signUpBuyer(app, 'Lucía Ortiz');
const otherBuyer = await signUpBuyer(app, 'Pedro Otro');
const bank = await createStaff(built, 'Banco Conversador');
const otherBank = await createStaff(built, 'Banco Ajeno');

/** The unlocked state: lead, paid request, accepted, paid unlock (a conversation opens). */
const leadId = await submitLead(app, buyer, { nombre: 'Lucía Ortiz', correo: 'lucia.privada@example.com', movil: '(787) 555-0142' });
await unlockLead(app, bank, buyer, leadId);

const buyerList = async () => (await as(buyer).get('/api/conversations')).json() as Conversation[];
const bankList = async () => (await as(bank).get('/api/institution/conversations')).json() as Conversation[];
const unread = async (caller: Caller) => (await as(caller).get('/api/messages/unread-count')).json() as number;

const [opened] = await buyerList();
const conversationId = opened!.id;
const buyerUrl = `/api/conversations/${conversationId}`;
const bankUrl = `/api/institution/conversations/${conversationId}`;

const newMessageMails = () => db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.kind, 'new-message'));

describe('a conversation opened by the unlock', () => {
  it('is listed for the buyer and for the institution that unlocked, for nobody else', async () => {
    expect(opened).toMatchObject({
      title: 'Conversación con Banco Conversador',
      status: 'active',
      vendorName: 'Banco Conversador',
      lastMessage: null,
      unreadCount: 0,
    });
    expect(opened!.userId).toBe(buyer.id);
    const [seenByBank] = await bankList();
    expect(seenByBank).toMatchObject({
      id: conversationId,
      title: 'Conversación con un comprador de Caguas',
      counterpartName: 'Comprador de Caguas',
      unreadCount: 0,
    });
    expect((await as(otherBuyer).get('/api/conversations')).json()).toEqual([]);
    expect((await as(otherBank).get('/api/institution/conversations')).json()).toEqual([]);
  });

  it('answers 404 to anyone but the two participants, on every call', async () => {
    for (const [caller, url] of [
      [otherBuyer, buyerUrl],
      [otherBank, bankUrl],
    ] as const) {
      expect((await as(caller).get(`${url}/messages`)).statusCode).toBe(404);
      expect((await as(caller).post(`${url}/messages`, { content: 'Hola' })).statusCode).toBe(404);
      expect((await as(caller).post(`${url}/read`, {})).statusCode).toBe(404);
      expect((await as(caller).post(`${url}/close`, {})).statusCode).toBe(404);
    }
    expect((await as(buyer).get('/api/conversations/no-es-un-id/messages')).statusCode).toBe(404);
    // The other side's routes are not a way in either.
    expect((await as(bank).get(`${buyerUrl}/messages`)).statusCode).toBe(403);
    expect((await as(buyer).get(`${bankUrl}/messages`)).statusCode).toBe(403);
    expect(await db.select().from(schema.messages)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('stores trimmed text, as text, and counts it unread for the other side only', async () => {
    const response = await as(buyer).post(`${buyerUrl}/messages`, { content: '   <b>Hola</b> banco\n  ' });
    expect(response.statusCode).toBe(201);
    const message = response.json() as Message;
    expect(message).toMatchObject({ content: '<b>Hola</b> banco', senderSide: 'buyer', senderId: buyer.id, mine: true });
    expect(await unread(bank)).toBe(1);
    expect(await unread(buyer)).toBe(0);
    expect((await bankList())[0]).toMatchObject({ lastMessage: '<b>Hola</b> banco', unreadCount: 1 });
    const page = (await as(bank).get(`${bankUrl}/messages`)).json() as MessagesPage;
    expect(page.messages.map((m) => [m.content, m.mine])).toEqual([['<b>Hola</b> banco', false]]);
  });

  it('refuses blank and over-long content with Spanish messages, writing nothing', async () => {
    const before = (await db.select().from(schema.messages)).length;
    for (const content of ['', '    ', '\n\t ']) {
      const response = await as(buyer).post(`${buyerUrl}/messages`, { content });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messagesCopy.blank);
    }
    expect((await as(buyer).post(`${buyerUrl}/messages`, {})).statusCode).toBe(400);
    const tooLong = await as(buyer).post(`${buyerUrl}/messages`, { content: 'a'.repeat(messageMaxLength + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(messagesCopy.tooLong);
    expect(await db.select().from(schema.messages)).toHaveLength(before);
    expect((await as(buyer).post(`${buyerUrl}/messages`, { content: ` ${'a'.repeat(messageMaxLength)} ` })).statusCode).toBe(201);
  });

  it('keeps a read marker per side', async () => {
    expect(await unread(bank)).toBe(2);
    const read = await as(bank).post(`${bankUrl}/read`, {});
    expect(read.json()).toEqual({ unreadCount: 0 });
    expect(await unread(bank)).toBe(0);
    await as(bank).post(`${bankUrl}/messages`, { content: 'Con gusto le ayudamos.' });
    expect(await unread(buyer)).toBe(1);
    expect(await unread(bank)).toBe(0);
    expect((await buyerList())[0]).toMatchObject({ unreadCount: 1, lastMessage: 'Con gusto le ayudamos.' });
    await as(buyer).post(`${buyerUrl}/read`, {});
    expect(await unread(buyer)).toBe(0);
    // The other staff of another institution and an admin see their own zero.
    expect(await unread(otherBank)).toBe(0);
  });
});

describe('paging', () => {
  it('returns the newest page last-first in time order, then older pages by cursor', async () => {
    for (let i = 1; i <= 5; i++) await as(buyer).post(`${buyerUrl}/messages`, { content: `paso ${i}` });
    const all = ((await as(buyer).get(`${buyerUrl}/messages?limit=100`)).json() as MessagesPage).messages.map((m) => m.content);
    expect(all.slice(-5)).toEqual(['paso 1', 'paso 2', 'paso 3', 'paso 4', 'paso 5']);

    const newest = (await as(buyer).get(`${buyerUrl}/messages?limit=3`)).json() as MessagesPage;
    expect(newest.messages.map((m) => m.content)).toEqual(['paso 3', 'paso 4', 'paso 5']);
    expect(newest.olderCursor).toBe(newest.messages[0]!.id);
    const collected = [...newest.messages];
    let cursor = newest.olderCursor;
    while (cursor) {
      const page = (await as(buyer).get(`${buyerUrl}/messages?limit=3&before=${cursor}`)).json() as MessagesPage;
      collected.unshift(...page.messages);
      cursor = page.olderCursor;
    }
    expect(collected.map((m) => m.content)).toEqual(all);
    expect(new Set(collected.map((m) => m.id)).size).toBe(all.length);

    for (const [query, message] of [
      ['before=nada', 'El cursor de paginación no es válido.'],
      ['before=00000000-0000-0000-0000-00000000000g', 'El cursor de paginación no es válido.'],
      ['limit=500', 'El límite debe ser 100 o menor'],
      ['limit=0', 'El límite debe ser 1 o mayor'],
      ['limit=2.5', 'El límite debe ser un número entero'],
    ]) {
      for (const url of [buyerUrl, bankUrl]) {
        const response = await as(url === buyerUrl ? buyer : bank).get(`${url}/messages?${query}`);
        expect(response.statusCode, `${url} ${query}`).toBe(400);
        expect(response.json().message, `${url} ${query}`).toBe(message);
      }
    }
  });
});

describe('the new-message e-mail', () => {
  it('goes to the other side at most once per conversation and recipient per 15 minutes, without contact data', async () => {
    const toBank = (await newMessageMails()).filter((mail) => mail.toAddress === bank.email);
    expect(toBank).toHaveLength(1);
    const mail = toBank[0]!;
    expect(mail.subject).toContain('Casa Joven PR');
    expect(mail.textBody).toContain(`${testPublicUrl}/leads-dashboard/mensajes`);
    expect(mail.htmlBody).toContain(`href="${testPublicUrl}/leads-dashboard/mensajes"`);
    for (const secret of [leadPayload().nombre, 'lucia.privada@example.com', '555-0142', buyer.email, 'Hola']) {
      expect(`${mail.subject}${mail.textBody}${mail.htmlBody}`).not.toContain(secret);
    }
    const toBuyer = (await newMessageMails()).filter((m) => m.toAddress === buyer.email);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]!.textBody).toContain(`${testPublicUrl}/messages`);
    expect(toBuyer[0]!.subject).toContain('Banco Conversador');

    // Sixteen minutes later the next message mails again, once.
    const mark = schema.messageEmailMarks;
    await db
      .update(mark)
      .set({ lastQueuedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(and(eq(mark.conversationId, conversationId), eq(mark.toAddress, bank.email)));
    await as(buyer).post(`${buyerUrl}/messages`, { content: 'Otra pregunta' });
    await as(buyer).post(`${buyerUrl}/messages`, { content: 'Y otra más' });
    expect((await newMessageMails()).filter((m) => m.toAddress === bank.email)).toHaveLength(2);
    expect((await newMessageMails()).filter((m) => m.toAddress === buyer.email)).toHaveLength(1);
  });
});

describe('closing', () => {
  it('either side closes; the conversation stays readable and refuses new messages with docs/product/data.md text', async () => {
    const before = (await db.select().from(schema.messages)).length;
    const closed = await as(bank).post(`${bankUrl}/close`, {});
    expect(closed.json()).toEqual({ id: conversationId, status: 'closed' });
    expect((await buyerList())[0]!.status).toBe('closed');
    for (const [caller, url] of [
      [buyer, buyerUrl],
      [bank, bankUrl],
    ] as const) {
      const refused = await as(caller).post(`${url}/messages`, { content: 'Hola' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(messagesCopy.closed);
      expect((await as(caller).get(`${url}/messages`)).statusCode).toBe(200);
    }
    expect((await as(buyer).post(`${buyerUrl}/close`, {})).statusCode).toBe(200);
    expect(await db.select().from(schema.messages)).toHaveLength(before);
  });
});

/** A pair of its own for the revocation, so it touches nothing above; no message is written until its tests. */
const rosa = await signUpBuyer(app, 'Rosa Medina');
const revokedBank = await createStaff(built, 'Banco Revocado');
const rosaLead = await submitLead(app, rosa, { nombre: 'Rosa Medina', correo: 'rosa.medina@example.com', movil: '(787) 555-0199' });
await unlockLead(app, revokedBank, rosa, rosaLead);
const [rosaConversation] = (await as(rosa).get('/api/conversations')).json() as Conversation[];
const rosaUrl = `/api/conversations/${rosaConversation!.id}`;
const revokedBankUrl = `/api/institution/conversations/${rosaConversation!.id}`;
const messageEventsToBank = async () =>
  (await db.select().from(schema.liveEvents).where(eq(schema.liveEvents.audienceId, revokedBank.institution.id))).filter(
    (event) => event.type === 'message',
  ).length;

describe('after the buyer revokes consent', () => {
  it('the institution no longer reads or writes the conversation; the buyer keeps reading it', async () => {
    await as(rosa).post(`${rosaUrl}/messages`, { content: 'Mi horario es de tarde' });
    await as(revokedBank).post(`${revokedBankUrl}/messages`, { content: 'La llamamos a las 3.' });
    const holders = (await as(rosa).get('/api/user/contact-holders')).json() as Array<{ requestId: string }>;
    expect((await as(rosa).post(`/api/connection-requests/${holders[0]!.requestId}/revoke`, {})).statusCode).toBe(200);

    expect((await as(revokedBank).get(`${revokedBankUrl}/messages`)).statusCode).toBe(404);
    expect((await as(revokedBank).post(`${revokedBankUrl}/messages`, { content: '¿Seguimos?' })).statusCode).toBe(404);
    expect((await as(revokedBank).post(`${revokedBankUrl}/read`, {})).statusCode).toBe(404);
    // Nor through the list (whose last message is the buyer's words) or the unread count.
    const bankConversations = await as(revokedBank).get('/api/institution/conversations');
    expect(bankConversations.json()).toEqual([]);
    expect(bankConversations.body).not.toContain('horario');
    expect(await unread(revokedBank)).toBe(0);

    const own = (await as(rosa).get(`${rosaUrl}/messages`)).json() as MessagesPage;
    expect(own.messages.map((m) => m.content)).toEqual(['Mi horario es de tarde', 'La llamamos a las 3.']);
    expect((await as(rosa).get('/api/conversations')).json()).toEqual([expect.objectContaining({ status: 'closed' })]);
  });

  it('sends the institution no new message events of that conversation', async () => {
    const before = await messageEventsToBank();
    expect((await as(rosa).post(`${rosaUrl}/messages`, { content: 'Otra cosa' })).statusCode).toBe(409);
    expect(await messageEventsToBank()).toBe(before);
  });
});
