import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
