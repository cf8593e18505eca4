import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** SPEC §3 "Eligibility record": every check a buyer runs, with the outcome the server computed (DECISIONS 4). */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    age: integer('age').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    annualIncomeCents: bigint('annual_income_cents', { mode: 'number' }).notNull(),
    ageRequirement: boolean('age_requirement').notNull(),
    graduationRequirement: boolean('graduation_requirement').notNull(),
    incomeRequirement: boolean('income_requirement').notNull(),
    employmentStatus: text('employment_status', { enum: ['full-time', 'part-time', 'self-employed', 'contract', 'unemployed'] }).notNull(),
    housingHistory: text('housing_history', { enum: ['first-time', 'previous-owner', 'current-owner'] }).notNull(),
    residencyStatus: text('residency_status', { enum: ['yes', 'no'] }).notNull(),
    planToMove: boolean('plan_to_move').notNull(),
    employmentType: text('employment_type', { enum: ['employed', 'self-employed', 'contract'] }).notNull(),
    housingType: text('housing_type', { enum: ['existing', 'construction', 'renovation'] }).notNull(),
    maritalStatus: text('marital_status', { enum: ['single', 'married', 'divorced'] }).notNull(),
    hasDependents: boolean('has_dependents').notNull(),
    qualifies: boolean('qualifies').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eligibility_checks_user_created_idx').on(t.userId, t.createdAt)],
);

export type EligibilityCheckRow = typeof eligibilityChecks.$inferSelect;
