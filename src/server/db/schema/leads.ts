// Institutions reaching the buyer: the buyer's lead, the dialog that asks for it, institutions' requests and the buyer's answers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { defaultContactPreferences, type ContactPreferences } from '../../../shared/schemas/buyer-control';
import { newVerificationCode } from '../verification-code';
import { user } from './auth';
import { institutions } from './institutions';

/**
 * A buyer's explicit "contact me" (docs/product/data.md lead payload). One per buyer: submitting again updates it, so no
 * institution ever buys the same person twice. `nombre`, `correo` and `movil` are the contact data that
 * docs/product/roles.md#contact-data-only-after-unlock keeps from institutions until they unlock the lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Sealed by the application (src/server/crypto/; docs/decisions/0123-contact-data-encrypted-at-rest.md): the stored
    // text is `enc:v1:<keyId>:…`, or plain text written before encryption until the rotation seals it.
    nombre: text('nombre').notNull(),
    correo: text('correo').notNull(),
    movil: text('movil').notNull(),
    /** Keyed hashes (HMAC-SHA-256) of the lower-cased e-mail and the phone's digits: exact matches without the plain text. */
    correoLookup: text('correo_lookup'),
    movilLookup: text('movil_lookup'),
    municipio: text('municipio').notNull(),
    /** The normalised price ("$185,000" or "$150,000 – $200,000"), never free text: institutions read it before unlock (docs/decisions/0068). */
    precioMeta: text('precio_meta').notNull(),
    /** The same in whole dollars (a range's midpoint); the budget filter uses it. */
    targetPriceDollars: integer('target_price_dollars'),
    source: text('source').notNull(),
    variantTested: text('variant_tested', { enum: ['blue', 'green'] }).notNull(),
    userAgent: text('user_agent'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The buyer's `"user".email_verified` and `correo_confirmed`, by the database: triggers in drizzle/0010_lead_buyer_verified.sql (and 0021) set it on
     * every insert and keep it equal when the buyer verifies; the app never writes it. Only these leads are on sale to
     * institutions (docs/decisions/0062), and a flag on the lead lets them be counted without joining every buyer
     * (docs/decisions/0096-lead-on-sale-flag-and-analyze.md).
     */
    buyerVerified: boolean('buyer_verified').notNull().default(false),
    /**
     * The lead's `correo` is a confirmed address: the account's own (verified) e-mail, or another one that followed its
     * own link (features/leads/lead-email.ts). Written by the app; the trigger of drizzle/0021_… puts a lead on sale
     * only when this and the account's verification are both true (docs/decisions/0124-lead-email-confirmed.md).
     */
    correoConfirmed: boolean('correo_confirmed').notNull().default(false),
    /**
     * When the lead first went on sale (its buyer verified), set once by the same trigger (drizzle/0014_…): saved
     * searches announce leads by it, so a buyer who verifies days after submitting still counts, and only once
     * (docs/decisions/0112-saved-search-digests.md).
     */
    onSaleAt: timestamp('on_sale_at', { withTimezone: true }),
    /** docs/product/buyer-control.md: the buyer's own limit on open requests (null: configuration's), and the pause. */
    requestLimit: integer('request_limit'),
    requestsPausedAt: timestamp('requests_paused_at', { withTimezone: true }),
    /** docs/product/lender-integrations.md#lead-returns: set when an institution's return as unreachable was approved; cleared when the buyer confirms. */
    contactCheckRequestedAt: timestamp('contact_check_requested_at', { withTimezone: true }),
    /**
     * Paid requests still waiting on the buyer's answer, counted by the database (trigger in
     * drizzle/0012_buyer_control.sql) so the leads list can tell a lead closed to new requests without counting.
     */
    openRequests: integer('open_requests').notNull().default(0),
    /** How and when the buyer accepts to be contacted; institutions read it only with the unlocked contact. */
    contactPreferences: jsonb('contact_preferences').$type<ContactPreferences>().notNull().default(defaultContactPreferences),
  },
  (t) => [
    // Keyset paging, newest first (docs/decisions/0033-leads-paging-and-exports.md); the filtered variants lead with the filter column.
    // NULLS FIRST on purpose: it is what `order by created_at desc, id desc` means, and drizzle's bare .desc()
    // writes DESC NULLS LAST, an order PostgreSQL cannot serve from the index (it then sorts every lead).
    // Partial: only institutions read leads in this order, and they read only leads on sale; the summary counts them
    // from these indexes alone (an index-only scan).
    index('leads_on_sale_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.buyerVerified}`),
    index('leads_on_sale_municipio_created_idx')
      .on(t.municipio, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.buyerVerified}`),
    // Leads closed to new requests (paused, or with open requests, among which those at their limit): few, so counting
    // them for the summary's "available" reads this small index, not every lead.
    index('leads_closed_to_requests_idx')
      .on(t.createdAt)
      .where(sql`${t.buyerVerified} and (${t.requestsPausedAt} is not null or ${t.openRequests} > 0)`),
    index('leads_on_sale_at_idx')
      .on(t.onSaleAt)
      .where(sql`${t.onSaleAt} is not null`),
    index('leads_correo_lookup_idx').on(t.correoLookup),
    index('leads_movil_lookup_idx').on(t.movilLookup),
    index('leads_target_price_idx')
      .on(t.targetPriceDollars)
      .where(sql`${t.targetPriceDollars} is not null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * docs/product/screens.md#the-buyer-asks-to-be-contacted: that the lead-capture dialog was shown to a buyer, once per buyer, with the
 * variant the server assigned.
 */
export const leadDialogViews = pgTable('lead_dialog_views', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  variant: text('variant', { enum: ['blue', 'green'] }).notNull(),
  timesShown: integer('times_shown').notNull().default(1),
  firstShownAt: timestamp('first_shown_at', { withTimezone: true }).notNull().defaultNow(),
  lastShownAt: timestamp('last_shown_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An institution's interest in a lead (docs/product/data.md): pending without purchase → pending with purchase (paid,
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
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    requestPaymentId: uuid('request_payment_id'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    userMessage: text('user_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    unlockPaymentId: uuid('unlock_payment_id'),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
    /** The buyer withdrew an acceptance (docs/product/buyer-control.md#revoking-consent): from then on no contact data. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * Who started it: the institution (two paid steps), or the buyer through "Me interesa" on the institution's listing
     * (accepted and unlocked at once, at no charge; docs/product/listings.md#me-interesa).
     */
    origin: text('origin', { enum: ['institution', 'buyer'] })
      .notNull()
      .default('institution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('connection_requests_lead_institution_uq').on(t.leadId, t.institutionId),
    index('connection_requests_institution_idx').on(t.institutionId, t.status),
  ],
);

/** docs/product/roles.md#consent-is-recorded: append-only record of each answer, written in the same transaction as the answer. */
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
  decision: text('decision', { enum: ['accepted', 'declined', 'revoked'] }).notNull(),
  consentText: text('consent_text').notNull(),
  /** sha256 of IP and user agent: enough to show who answered, without keeping either. */
  clientHash: text('client_hash').notNull(),
  /** With an acceptance: the contact preferences the buyer sent with it. */
  contactPreferences: jsonb('contact_preferences').$type<ContactPreferences>(),
  /** Printed on the consent certificate; the operator looks a record up by it (docs/product/buyer-control.md#proof-of-consent). */
  verificationCode: text('verification_code')
    .notNull()
    .unique()
    .$defaultFn(() => newVerificationCode()),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * docs/product/buyer-control.md#record-of-contacts: an institution's attempt to reach a buyer it unlocked, as its staff logged
 * it; the buyer reads the same rows.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionRequestId: uuid('connection_request_id')
      .notNull()
      .references(() => connectionRequests.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    channel: text('channel', { enum: ['phone', 'email', 'app'] }).notNull(),
    outcome: text('outcome', { enum: ['reached', 'no-answer', 'left-message', 'wrong-contact', 'not-interested'] }).notNull(),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_attempts_request_idx').on(t.connectionRequestId, t.attemptedAt),
    index('contact_attempts_institution_idx').on(t.institutionId, t.createdAt),
  ],
);
