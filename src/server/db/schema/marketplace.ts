import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';
import { leads } from './leads';

/**
 * An institution's interest in a lead (SPEC §3/§4): pending without purchase → pending with purchase (paid,
 * the buyer sees it) → accepted / declined by the buyer → unlocked when the institution pays the second step.
 */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull().default('pending'),
    requestPaymentId: uuid('request_payment_id'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    userMessage: text('user_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    unlockPaymentId: uuid('unlock_payment_id'),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('connection_requests_lead_institution_uq').on(t.leadId, t.institutionId), index('connection_requests_institution_idx').on(t.institutionId, t.status)],
);

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
    status: text('status', { enum: ['pending', 'paid', 'canceled', 'expired', 'refunded'] }).notNull().default('pending'),
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
    uniqueIndex('payments_one_paid_per_step_uq').on(t.connectionRequestId, t.kind).where(sql`${t.status} = 'paid'`),
    index('payments_institution_idx').on(t.institutionId, t.createdAt),
  ],
);

/** DECISIONS 3: append-only record of each answer, written in the same transaction as the answer. */
export const consentRecords = pgTable('consent_records', {
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
  connectionRequestId: uuid('connection_request_id')
    .notNull()
    .references(() => connectionRequests.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['accepted', 'declined'] }).notNull(),
  consentText: text('consent_text').notNull(),
  /** sha256 of IP and user agent: enough to show who answered, without keeping either. */
  clientHash: text('client_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
