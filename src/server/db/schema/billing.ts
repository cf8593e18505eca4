// The operator's side of money (issue 7): price history and the provider's webhook events seen once.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Every price the operator set, newest wins. When a kind has no row, the environment's price applies
 * (REQUEST_PRICE_CENTS / UNLOCK_PRICE_CENTS). A checkout keeps the amount of the moment it opened.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['request', 'unlock'] }).notNull(),
    cents: integer('cents').notNull(),
    changedBy: text('changed_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_changes_kind_idx').on(t.kind, t.changedAt)],
);

/** Each Stripe event id once: a redelivered or replayed event finds its row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  sessionId: text('session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
