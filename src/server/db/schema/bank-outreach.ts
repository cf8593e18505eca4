import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { calculatorRuns } from './calculator';
import { eligibilityChecks } from './eligibility';

/**
 * SPEC §3 "Bank outreach": what the buyer sent, to which institutions, and when. The buyer chose the banks, so this
 * row is also the record of the buyer directing their own data to them.
 */
export const bankOutreach = pgTable(
  'bank_outreach',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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
