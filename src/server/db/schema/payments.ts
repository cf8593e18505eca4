// Money: every checkout, the operator's price history, and the provider's webhook events seen once.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';
import { connectionRequests } from './leads';

/** Every checkout, in integer cents. The provider's session id is unique, so confirming twice finds one row. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['request', 'unlock'] }).notNull(),
    connectionRequestId: uuid('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    status: text('status', { enum: ['pending', 'paid', 'canceled', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A refund moves money back only; what the payment bought stays (docs/decisions/0052). */
    refundedCents: integer('refunded_cents'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by').references(() => user.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    // At most one paid payment per step of a request, whatever the provider or the timing.
    uniqueIndex('payments_one_paid_per_step_uq')
      .on(t.connectionRequestId, t.kind)
      .where(sql`${t.status} = 'paid'`),
    index('payments_institution_idx').on(t.institutionId, t.createdAt),
  ],
);

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
