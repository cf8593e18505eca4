// The buyer reaching institutions on their own: the letters they sent, the messages they wrote, and how far each bank got.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { calculatorRuns, eligibilityChecks } from './buyer-journey';
import { institutions } from './institutions';

/**
 * docs/product/data.md#bank-outreach: what the buyer sent, to which institutions, and when. The buyer chose the banks, so this
 * row is also the record of the buyer directing their own data to them.
 */
export const bankOutreach = pgTable(
  'bank_outreach',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    userPhone: text('user_phone').notNull(),
    municipality: text('municipality').notNull(),
    priceRange: text('price_range').notNull(),
    selectedBankIds: jsonb('selected_bank_ids').$type<string[]>().notNull(),
    /** The stored figures the letters were written from. */
    eligibilityCheckId: uuid('eligibility_check_id')
      .notNull()
      .references(() => eligibilityChecks.id),
    calculatorRunId: uuid('calculator_run_id')
      .notNull()
      .references(() => calculatorRuns.id),
    emailsSent: integer('emails_sent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_outreach_user_created_idx').on(t.userId, t.createdAt)],
);

/** docs/product/data.md#contact-message: what a buyer sent an institution from the generator, kept whether or not it was e-mailed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Whether an e-mail to the institution was queued with it (not for institutions reached by phone or form). */
    sentByEmail: boolean('sent_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId), index('contact_messages_institution_idx').on(t.institutionId)],
);

/** docs/product/data.md#bank-contact-progress-item: one row per buyer and bank, flags move only along docs/product/data.md's transitions. */
export const bankContactProgress = pgTable(
  'bank_contact_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    bankName: text('bank_name').notNull(),
    contactMade: boolean('contact_made').notNull().default(false),
    contactMadeAt: timestamp('contact_made_at', { withTimezone: true }),
    connectionStatus: text('connection_status', { enum: ['accepted', 'declined'] }),
    connectionStatusAt: timestamp('connection_status_at', { withTimezone: true }),
    formsSubmitted: boolean('forms_submitted').notNull().default(false),
    formsSubmittedAt: timestamp('forms_submitted_at', { withTimezone: true }),
    preApproved: boolean('pre_approved').notNull().default(false),
    preApprovedAt: timestamp('pre_approved_at', { withTimezone: true }),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('bank_contact_user_institution_uq').on(t.userId, t.institutionId), index('bank_contact_user_idx').on(t.userId)],
);

export type BankContactProgressRow = typeof bankContactProgress.$inferSelect;
