// Conversations opened by an unlock, their messages, each side's read marker and the new-message e-mail throttle.
import { index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';
import { leads } from './leads';

/** Opened when an institution unlocks a buyer (docs/product/data.md#conversation), one per buyer and institution. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    status: text('status', { enum: ['active', 'closed'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('conversations_user_institution_uq').on(t.userId, t.institutionId)],
);

/** One message of a conversation (docs/product/data.md#message); the content is plain text, never HTML. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: ['buyer', 'institution'] }).notNull(),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id)],
);

/**
 * How far each side has read a conversation. The institution side is one participant: its staff logins share
 * the marker, as they share the conversation (docs/decisions/0045).
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['buyer', 'institution'] }).notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.side] })],
);

/** When the last new-message e-mail of a conversation went to an address: at most one per 15 minutes. */
export const messageEmailMarks = pgTable(
  'message_email_marks',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    lastQueuedAt: timestamp('last_queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.toAddress] })],
);
