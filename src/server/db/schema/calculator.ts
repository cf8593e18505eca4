import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** SPEC §3 "Calculator input" and "Result": every calculation a buyer runs, in integer cents, as the server computed it. */
export const calculatorRuns = pgTable(
  'calculator_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    annualIncomeCents: cents('annual_income_cents'),
    monthlyDebtsCents: cents('monthly_debts_cents'),
    downPaymentCents: cents('down_payment_cents'),
    zone: text('zone', { enum: ['urban', 'rural'] }).notNull(),
    maxMortgageCents: cents('max_mortgage_cents'),
    monthlyPaymentCents: cents('monthly_payment_cents'),
    hbaSubsidyCents: cents('hba_subsidy_cents'),
    totalBudgetCents: cents('total_budget_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calculator_runs_user_created_idx').on(t.userId, t.createdAt)],
);

export type CalculatorRunRow = typeof calculatorRuns.$inferSelect;
