// The conversation of a "Me interesa": opened (or reopened, when a revocation had closed it) in the answer's
// transaction, with the buyer's message in it, and both sides' screens told live.
import { and, eq } from 'drizzle-orm';
import { sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { publishEvent } from '../../live/publish';
import { openConversation, unreadTotal } from '../conversations/service';

const c = schema.conversations;

interface Pair {
  userId: string;
  institutionId: string;
  leadId: string;
  /** As the buyer sees it: the conversation's title names it. */
  institutionName: string;
}

const findBetween = (tx: Db, pair: Pair) =>
  tx
    .select({ id: c.id, status: c.status })
    .from(c)
    .where(and(eq(c.userId, pair.userId), eq(c.institutionId, pair.institutionId)))
    .for('update');

/** The pair's conversation as it is (an unlock always opened one; opened here if not), for an answer that changes nothing. */
export async function conversationIdOf(tx: Db, pair: Pair): Promise<string> {
  const [conversation] = await findBetween(tx, pair);
  if (conversation) return conversation.id;
  await openConversation(tx, pair);
  const [opened] = await findBetween(tx, pair);
  return opened!.id;
}

/** Opens or reopens the pair's conversation and posts the buyer's message; the conversation's id. */
export async function openBuyerConversation(tx: Db, pair: Pair, message: string): Promise<string> {
  const buyer = { kind: 'user', id: pair.userId } as const;
  const institution = { kind: 'institution', id: pair.institutionId } as const;
  const find = () => findBetween(tx, pair);
  let [conversation] = await find();
  if (!conversation) {
    // Tells the buyer's screens itself.
    await openConversation(tx, pair);
    [conversation] = await find();
    await publishEvent(tx, institution, { type: 'conversation', payload: { conversationId: conversation!.id, status: 'active' } });
  } else if (conversation.status === 'closed') {
    await tx.update(c).set({ status: 'active', updatedAt: new Date() }).where(eq(c.id, conversation.id));
    const event = { type: 'conversation', payload: { conversationId: conversation.id, status: 'active' } } as const;
    await publishEvent(tx, buyer, event);
    await publishEvent(tx, institution, event);
  }
  const id = conversation!.id;

  const [sent] = await tx
    .insert(schema.messages)
    .values({ conversationId: id, senderSide: 'buyer', senderUserId: pair.userId, content: sealContact(message) })
    .returning({ createdAt: schema.messages.createdAt });
  await tx.update(c).set({ updatedAt: sent!.createdAt }).where(eq(c.id, id));
  const event = { type: 'message', payload: { conversationId: id } } as const;
  await publishEvent(tx, buyer, event);
  await publishEvent(tx, institution, event);
  const count = await unreadTotal(tx, { side: 'institution', userId: '', institutionId: pair.institutionId });
  await publishEvent(tx, institution, { type: 'unread', payload: { count } });
  return id;
}
