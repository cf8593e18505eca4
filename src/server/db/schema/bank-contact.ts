import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';

/** SPEC §3 "Bank contact progress item": one row per buyer and bank, flags move only along SPEC §4's transitions. */
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
