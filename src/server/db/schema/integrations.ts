// Lenders' own systems (docs/product/lender-integrations.md): API keys, webhook endpoints and their delivery outbox,
// saved searches with their digests, and lead returns.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';
import { connectionRequests } from './leads';
import { payments } from './payments';

/** A key is shown once; only its SHA-256 is kept, and its last four characters to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    lastFour: text('last_four').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => user.id, { onDelete: 'restrict' }),
  },
  (t) => [index('api_keys_institution_idx').on(t.institutionId, t.createdAt)],
);

export const webhookEventTypes = [
  'lead.available',
  'request.accepted',
  'request.declined',
  'lead.unlocked',
  'consent.revoked',
  'document.shared',
  'test',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Where an institution wants its events; the secret signs every delivery (shown once to staff, kept to sign). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secret: text('secret').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_institution_idx').on(t.institutionId)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the same transaction as the event. The body is
 * kept exactly as sent, so a re-send signs and carries the same bytes. A claimed row's `next_attempt_at` is its lease.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's own id, the same in every endpoint's copy and in re-sends, so receivers can drop duplicates. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type', { enum: webhookEventTypes }).notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc()),
  ],
);

/** Every attempt at a delivery, with the receiver's answer: the delivery log staff read. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    /** Sent by hand from the log rather than by the worker. */
    manual: text('manual', { enum: ['resend', 'test'] }),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt.desc())],
);

export const digestFrequencies = ['none', 'immediate', 'daily', 'weekly'] as const;

/** The dashboard's filters under a name; `filters` holds the leads list's query parameters (src/shared/schemas/bank-leads.ts). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    digest: text('digest', { enum: digestFrequencies }).notNull().default('none'),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Leads on sale (`leads.on_sale_at`) from this instant on went into no e-mail of this search yet. */
    digestedThrough: timestamp('digested_through', { withTimezone: true }).notNull().defaultNow(),
    /** Leads on sale from this instant on were not yet announced as `lead.available` (docs/decisions/0112-saved-search-digests.md). */
    announcedThrough: timestamp('announced_through', { withTimezone: true }).notNull().defaultNow(),
  },
  // Case-blind, as the service's own check: two saves racing past it still cannot both keep "Caguas" and "caguas".
  (t) => [uniqueIndex('saved_searches_institution_name_uq').on(t.institutionId, sql`lower(${t.name})`)],
);

export const leadReturnReasons = ['phone_disconnected', 'email_bounced', 'not_the_person'] as const;

/** An institution's ask for a credit on an unlock whose contact data proved wrong; the operator decides. */
export const leadReturns = pgTable(
  'lead_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    // No foreign key to the lead on purpose: the record outlives a buyer who deletes their account.
    leadId: uuid('lead_id').notNull(),
    connectionRequestId: uuid('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'restrict' }),
    unlockPaymentId: uuid('unlock_payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: leadReturnReasons }).notNull(),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    details: text('details'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'restrict' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One return per unlock, whatever its outcome: an unlock is credited at most once.
    uniqueIndex('lead_returns_one_per_unlock_uq').on(t.unlockPaymentId),
    index('lead_returns_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
