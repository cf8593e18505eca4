// Conversations between a buyer and an institution that unlocked them (docs/product/roles.md#institutions-answer-messages). Only the two participants
// read or write one (the institution only while the buyer's consent stands); everyone else gets 404. Each side has one read marker (docs/decisions/0045).
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { messagesCopy } from '../../../shared/copy/messages';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { Conversation, Message, MessagesPage } from '../../../shared/schemas/messages';
import { openContact, sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { newMessageEmail } from '../../mail/templates';
import { queueEmail } from '../../mail/outbox';
import { publishEvent, type Audience } from '../../live/publish';
import { buyerFacingName } from '../institutions/service';

export type Side = 'buyer' | 'institution';
export type Participant = { side: 'buyer'; userId: string } | { side: 'institution'; userId: string; institutionId: string };

/** At most one new-message e-mail per conversation and recipient in this window. */
export const messageEmailWindowMs = 15 * 60 * 1000;

const c = schema.conversations;
const m = schema.messages;
const r = schema.conversationReads;
const inst = schema.institutions;
const l = schema.leads;

/** A conversation's title as one side reads it: named after the other side. */
function conversationTitle(title: { reader: 'buyer'; institutionName: string } | { reader: 'institution'; municipio: string }): string {
  return title.reader === 'buyer' ? `Conversación con ${title.institutionName}` : `Conversación con un comprador de ${title.municipio}`;
}

const cr = schema.connectionRequests;

/**
 * The caller's conversations. An institution loses the one with a buyer who revoked its consent: no list entry, no
 * messages, no writing, 404 like any conversation not its own (docs/product/buyer-control.md#revoking-consent). The
 * buyer keeps reading it. A new "Me interesa" clears the revocation and gives it back.
 */
const ownsConversation = (who: Participant): SQL =>
  who.side === 'buyer'
    ? eq(c.userId, who.userId)
    : and(
        eq(c.institutionId, who.institutionId),
        sql`not exists (select 1 from ${cr} where ${cr.leadId} = ${c.leadId} and ${cr.institutionId} = ${c.institutionId} and ${cr.revokedAt} is not null)`,
      )!;
const audienceOf = (who: Participant): Audience =>
  who.side === 'buyer' ? { kind: 'user', id: who.userId } : { kind: 'institution', id: who.institutionId };

/** Messages from the other side newer than this side's marker, for one conversation row. */
const unreadIn = (side: Side) => sql<number>`(
  select count(*)::int from ${m}
  where ${m.conversationId} = ${c.id} and ${m.senderSide} <> ${side}
    and ${m.createdAt} > coalesce((select ${r.lastReadAt} from ${r} where ${r.conversationId} = ${c.id} and ${r.side} = ${side}), '-infinity'::timestamptz)
)`;

/**
 * Opens the conversation of an unlock, inside the unlock's transaction (docs/product/data.md#conversation); the buyer's list
 * learns of it live. One per buyer and institution: opening it again changes nothing.
 */
export async function openConversation(
  tx: Db,
  opening: { userId: string; institutionId: string; leadId: string; institutionName: string },
): Promise<void> {
  const [opened] = await tx
    .insert(c)
    .values({
      userId: opening.userId,
      institutionId: opening.institutionId,
      leadId: opening.leadId,
      title: conversationTitle({ reader: 'buyer', institutionName: opening.institutionName }),
    })
    .onConflictDoNothing()
    .returning({ id: c.id });
  if (opened)
    await publishEvent(
      tx,
      { kind: 'user', id: opening.userId },
      { type: 'conversation', payload: { conversationId: opened.id, status: 'active' } },
    );
}

export async function listConversations(db: Db, who: Participant): Promise<Conversation[]> {
  const rows = await db
    .select({
      id: c.id,
      title: c.title,
      status: c.status,
      updatedAt: c.updatedAt,
      userId: c.userId,
      vendorName: buyerFacingName,
      municipio: l.municipio,
      lastMessage: sql<
        string | null
      >`(select ${m.content} from ${m} where ${m.conversationId} = ${c.id} order by ${m.createdAt} desc, ${m.id} desc limit 1)`,
      lastMessageAt: sql<string | null>`(select max(${m.createdAt}) from ${m} where ${m.conversationId} = ${c.id})`,
      unreadCount: unreadIn(who.side),
    })
    .from(c)
    .innerJoin(inst, eq(inst.id, c.institutionId))
    .innerJoin(l, eq(l.id, c.leadId))
    .where(ownsConversation(who))
    .orderBy(desc(c.updatedAt), desc(c.id));
  return rows.map((row) => ({
    id: row.id,
    // The stored title names the institution, which is the buyer's point of view.
    title: who.side === 'buyer' ? row.title : conversationTitle({ reader: 'institution', municipio: row.municipio }),
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    vendorName: row.vendorName,
    counterpartName: who.side === 'buyer' ? row.vendorName : `Comprador de ${row.municipio}`,
    lastMessage: openContact(row.lastMessage),
    lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null,
    userId: row.userId,
    unreadCount: Number(row.unreadCount),
  }));
}

/** The caller's side's unread messages over all its conversations (docs/product/api.md: a number). */
export async function unreadTotal(db: Db, who: Participant): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadIn(who.side)}), 0)::int` })
    .from(c)
    .where(ownsConversation(who));
  return Number(row?.total ?? 0);
}

async function findConversation(db: Db, who: Participant, conversationId: string, lock = false) {
  if (!isUuid(conversationId)) throw new NotFoundError(messagesCopy.notFound);
  const query = db
    .select({ id: c.id, status: c.status, userId: c.userId, institutionId: c.institutionId, vendorName: inst.name, municipio: l.municipio })
    .from(c)
    .innerJoin(inst, eq(inst.id, c.institutionId))
    .innerJoin(l, eq(l.id, c.leadId))
    .where(and(eq(c.id, conversationId), ownsConversation(who)));
  const [row] = lock ? await query.for('update', { of: c }) : await query;
  if (!row) throw new NotFoundError(messagesCopy.notFound);
  return row;
}

const toMessage =
  (who: Participant) =>
  (row: typeof m.$inferSelect): Message => ({
    id: row.id,
    // Sealed at rest: buyers and officers trade phones and hours here (docs/decisions/0123-…).
    content: openContact(row.content),
    senderId: row.senderUserId,
    senderSide: row.senderSide,
    mine: row.senderSide === who.side,
    createdAt: row.createdAt.toISOString(),
  });

/** A page of messages, oldest first; `before` (a message id) asks for the page older than that message. */
export async function listMessages(
  db: Db,
  who: Participant,
  conversationId: string,
  page: { before?: string; limit: number },
): Promise<MessagesPage> {
  const conversation = await findConversation(db, who, conversationId);
  let olderThan: SQL | undefined;
  if (page.before) {
    if (!isUuid(page.before)) throw new BadRequestError(marketplaceCopy.invalidCursor);
    const [anchor] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, page.before), eq(m.conversationId, conversation.id)));
    if (!anchor) throw new BadRequestError(marketplaceCopy.invalidCursor);
    // Compared in SQL, at the timestamp's full precision.
    olderThan = sql`(${m.createdAt}, ${m.id}) < (select a.created_at, a.id from ${m} a where a.id = ${anchor.id})`;
  }
  const rows = await db
    .select()
    .from(m)
    .where(and(eq(m.conversationId, conversation.id), olderThan))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(page.limit + 1);
  const hasOlder = rows.length > page.limit;
  const shown = rows.slice(0, page.limit).reverse();
  return { messages: shown.map(toMessage(who)), olderCursor: hasOlder && shown[0] ? shown[0].id : null };
}

/** Moves the caller's side's marker to the newest message; announces the new unread count to that side. */
export async function markRead(db: Db, who: Participant, conversationId: string): Promise<{ unreadCount: number }> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, who, conversationId);
    // In SQL, so the marker keeps the timestamp's microseconds (a JavaScript Date would round them away).
    await tx.execute(sql`
      insert into ${r} (conversation_id, side, last_read_at)
      select ${conversation.id}, ${who.side}, max(${m.createdAt}) from ${m} where ${m.conversationId} = ${conversation.id}
      having max(${m.createdAt}) is not null
      on conflict (conversation_id, side) do update set last_read_at = greatest(${r.lastReadAt}, excluded.last_read_at)`);
    const count = await unreadTotal(tx, who);
    await publishEvent(tx, audienceOf(who), { type: 'unread', payload: { count } });
    return { unreadCount: count };
  });
}

export interface SendDeps {
  publicUrl: string;
  /** The clock of the e-mail window; tests move it. */
  now?: () => Date;
}

/** Stores the message, wakes both sides' screens and queues at most one e-mail per recipient per window. */
export async function sendMessage(db: Db, who: Participant, conversationId: string, content: string, deps: SendDeps): Promise<Message> {
  const text = content.trim();
  if (!text) throw new BadRequestError(messagesCopy.blank);
  const now = deps.now?.() ?? new Date();
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, who, conversationId, true);
    if (conversation.status !== 'active') throw new ConflictError(messagesCopy.closed);
    const [row] = await tx
      .insert(m)
      .values({ conversationId: conversation.id, senderSide: who.side, senderUserId: who.userId, content: sealContact(text) })
      .returning();
    await tx.update(c).set({ updatedAt: row!.createdAt }).where(eq(c.id, conversation.id));

    const recipient: Participant =
      who.side === 'buyer'
        ? { side: 'institution', userId: '', institutionId: conversation.institutionId }
        : { side: 'buyer', userId: conversation.userId };
    const event = { type: 'message', payload: { conversationId: conversation.id } } as const;
    await publishEvent(tx, audienceOf(who), event);
    await publishEvent(tx, audienceOf(recipient), event);
    await publishEvent(tx, audienceOf(recipient), { type: 'unread', payload: { count: await unreadTotal(tx, recipient) } });

    // A buyer who did not choose e-mail among the contact preferences (docs/product/buyer-control.md) gets none.
    const addresses =
      recipient.side === 'buyer'
        ? await tx
            .select({ email: schema.user.email })
            .from(schema.user)
            .innerJoin(l, eq(l.userId, schema.user.id))
            .where(and(eq(schema.user.id, conversation.userId), sql`${l.contactPreferences}->'channels' @> '"email"'::jsonb`))
        : await tx
            .select({ email: schema.user.email })
            .from(schema.user)
            .where(
              and(eq(schema.user.institutionId, conversation.institutionId), eq(schema.user.active, true), ne(schema.user.id, who.userId)),
            );
    const senderName = who.side === 'institution' ? conversation.vendorName : `Un comprador de ${conversation.municipio}`;
    // No message text in the mail: an inbox is less private than the conversation.
    const title =
      recipient.side === 'buyer'
        ? conversationTitle({ reader: 'buyer', institutionName: conversation.vendorName })
        : conversationTitle({ reader: 'institution', municipio: conversation.municipio });
    const mail = newMessageEmail(deps.publicUrl, { recipientSide: recipient.side, conversationTitle: title, senderLabel: senderName });
    const windowStart = new Date(now.getTime() - messageEmailWindowMs);
    for (const { email } of addresses) {
      const mark = schema.messageEmailMarks;
      const claimed = await tx
        .insert(mark)
        .values({ conversationId: conversation.id, toAddress: email, lastQueuedAt: now })
        .onConflictDoUpdate({
          target: [mark.conversationId, mark.toAddress],
          set: { lastQueuedAt: now },
          setWhere: sql`${mark.lastQueuedAt} <= ${windowStart.toISOString()}::timestamptz`,
        })
        .returning({ at: mark.lastQueuedAt });
      if (claimed.length > 0) await queueEmail(tx, { kind: 'new-message', to: email, ...mail });
    }
    return toMessage(who)(row!);
  });
}

/** Either side may close; a closed conversation stays readable. Closing twice changes nothing. */
export async function closeConversation(db: Db, who: Participant, conversationId: string): Promise<{ id: string; status: 'closed' }> {
  return db.transaction(async (tx) => {
    const conversation = await findConversation(tx, who, conversationId, true);
    if (conversation.status !== 'closed') await closeAndAnnounce(tx, conversation);
    return { id: conversation.id, status: 'closed' as const };
  });
}

/** The conversation between a buyer and an institution, closed in the caller's transaction (a revoked consent ends it). */
export async function closeConversationBetween(tx: Db, pair: { userId: string; institutionId: string }): Promise<void> {
  const [open] = await tx
    .select({ id: c.id, userId: c.userId, institutionId: c.institutionId })
    .from(c)
    .where(and(eq(c.userId, pair.userId), eq(c.institutionId, pair.institutionId), eq(c.status, 'active')))
    .for('update');
  if (open) await closeAndAnnounce(tx, open);
}

async function closeAndAnnounce(tx: Db, conversation: { id: string; userId: string; institutionId: string }) {
  await tx.update(c).set({ status: 'closed', updatedAt: new Date() }).where(eq(c.id, conversation.id));
  const event = { type: 'conversation', payload: { conversationId: conversation.id, status: 'closed' } } as const;
  await publishEvent(tx, { kind: 'user', id: conversation.userId }, event);
  await publishEvent(tx, { kind: 'institution', id: conversation.institutionId }, event);
}
