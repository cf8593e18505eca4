import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { conversations } from './conversations';

/** One message of a conversation (SPEC §3 "Message"); the content is plain text, never HTML. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: ['buyer', 'institution'] }).notNull(),
    senderUserId: text('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
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

/**
 * Live events (docs/decisions/0046): written in the transaction of the change, announced with pg_notify, and
 * replayed after a reconnection from `Last-Event-ID`. Audience is a user id or an institution id.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    audienceKind: text('audience_kind', { enum: ['user', 'institution'] }).notNull(),
    audienceId: text('audience_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_audience_idx').on(t.audienceKind, t.audienceId, t.id)],
);
