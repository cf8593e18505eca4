// Conversations and messages (docs/product/data.md#conversation, docs/product/api.md#messages), for both sides.
import { z } from 'zod';
import '../zod-locale';
import { multilineText } from './text';
import { marketplaceCopy } from '../copy/marketplace';
import { messageMaxLength, messagesCopy } from '../copy/messages';
import { uuidText, wholeNumber } from './filters';

export const sendMessageSchema = z.object({
  content: multilineText({ error: messagesCopy.blank }).min(1, messagesCopy.blank).max(messageMaxLength, messagesCopy.tooLong),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['active', 'closed']),
  updatedAt: z.string(),
  /** The institution's name (docs/product/data.md). */
  vendorName: z.string(),
  /** Who the reader talks to: the institution for the buyer; "Comprador de {municipio}" for the institution. */
  counterpartName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  userId: z.string(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.string(),
  content: z.string(),
  senderId: z.string().nullable(),
  senderSide: z.enum(['buyer', 'institution']),
  /** Sent by the reader's side. */
  mine: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesPageSchema = z.object({
  /** Oldest first, newest last. */
  messages: z.array(messageSchema),
  /** Pass as `before` for the previous (older) page; null when there is none. */
  olderCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const messagesQuerySchema = z.object({
  // A message id (the previous page's olderCursor).
  before: uuidText(marketplaceCopy.invalidCursor).optional(),
  limit: wholeNumber('El límite', 1, 100).default(50),
});
