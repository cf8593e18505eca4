// The buyer's own journey: the progress row, and every eligibility check, calculation and documents list they ran.
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HomeCost } from '../../../shared/domain/home-cost';
import type { CalculatorAssistance, CalculatorRun } from '../../../shared/schemas/calculator';
import type { ProgrammeOutcomes, StoredEligibilityResult } from '../../../shared/schemas/eligibility';
import { user } from './auth';

/**
 * One row per buyer: the journey flags of docs/product/data.md#progress, the last stored results, and the plan that
 * docs/product/screens.md#the-plan-follows-the-buyer keeps on the account (saved properties, chosen housing option).
 * The `last…` columns hold what the server computed, never what a client sent (docs/product/validation.md#the-server-recomputes-every-result).
 */
export const buyerProgress = pgTable('buyer_progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  eligibilityCompleted: boolean('eligibility_completed').notNull().default(false),
  calculatorCompleted: boolean('calculator_completed').notNull().default(false),
  preQualificationCompleted: boolean('pre_qualification_completed').notNull().default(false),
  documentsCompleted: boolean('documents_completed').notNull().default(false),
  guideCompleted: boolean('guide_completed').notNull().default(false),
  lastEligibilityResult: jsonb('last_eligibility_result').$type<StoredEligibilityResult>(),
  lastCalculatorResult: jsonb('last_calculator_result').$type<CalculatorRun>(),
  lastDocumentsList: jsonb('last_documents_list'),
  savedPropertyIds: jsonb('saved_property_ids').$type<string[]>().notNull().default([]),
  selectedHousingOption: text('selected_housing_option', { enum: ['existing', 'construction', 'renovation'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BuyerProgressRow = typeof buyerProgress.$inferSelect;

/**
 * docs/product/data.md#eligibility-record: every check a buyer runs, with the outcome the server computed
 * (docs/product/validation.md#the-server-recomputes-every-result).
 */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // Sealed by the application (src/server/crypto/sealed-columns.ts; docs/decisions/0123-contact-data-encrypted-at-rest.md).
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
    // Asked since programme versions (docs/product/programme.md); null on checks made before.
    householdCategory: text('household_category', { enum: ['standard', 'critical-workforce'] }),
    creditScoreBand: text('credit_score_band', { enum: ['meets-minimum', 'below-minimum', 'no-history'] }),
    educationCertificate: text('education_certificate', { enum: ['have', 'not-yet'] }),
    ownedHomeRecently: boolean('owned_home_recently'),
    nextSteps: jsonb('next_steps').$type<string[]>(),
    subsidyTier: text('subsidy_tier', { enum: ['standard', 'critical-workforce'] }),
    subsidyCents: bigint('subsidy_cents', { mode: 'number' }),
    /** The programme version the outcome was computed with (programme_versions.version). */
    programmeVersion: integer('programme_version').notNull().default(1),
    // Since the two programmes (docs/product/programme.md#two-programmes); null on checks made before.
    householdSize: integer('household_size'),
    /** The assistance programme's version the outcome was computed with (programme_versions kind 'assistance'). */
    assistanceProgrammeVersion: integer('assistance_programme_version'),
    /** Each programme's answer as computed then: { loan, assistance }. */
    programmes: jsonb('programmes').$type<ProgrammeOutcomes>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eligibility_checks_user_created_idx').on(t.userId, t.createdAt)],
);

export type EligibilityCheckRow = typeof eligibilityChecks.$inferSelect;

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** docs/product/data.md#calculator-input and "Result": every calculation a buyer runs, in integer cents, as the server computed it. */
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
    householdCategory: text('household_category', { enum: ['standard', 'critical-workforce'] }),
    /** The whole cost at the assumed price (src/shared/domain/home-cost.ts), as computed; null on runs made before it existed. */
    homeCost: jsonb('home_cost').$type<HomeCost>(),
    /** The programme version the figures were computed with (programme_versions.version). */
    programmeVersion: integer('programme_version').notNull().default(1),
    /** The assistance programme's version (kind 'assistance'); null on runs made before the two programmes. */
    assistanceProgrammeVersion: integer('assistance_programme_version'),
    /** Whether the assistance counted, and why not when it did not; null on runs made before. */
    assistance: jsonb('assistance').$type<CalculatorAssistance>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calculator_runs_user_created_idx').on(t.userId, t.createdAt)],
);

export type CalculatorRunRow = typeof calculatorRuns.$inferSelect;

/** docs/product/data.md#documents-record: each profile a buyer submitted and the list the server generated from it. */
export const documentsRecords = pgTable(
  'documents_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    employmentType: text('employment_type', { enum: ['employed', 'self-employed', 'contract'] }).notNull(),
    housingType: text('housing_type', { enum: ['existing', 'construction', 'renovation'] }).notNull(),
    maritalStatus: text('marital_status', { enum: ['single', 'married', 'divorced'] }).notNull(),
    hasDependents: boolean('has_dependents').notNull(),
    /** A list of { category, docs[] }; jsonb rather than a JSON string, so it can be queried. */
    documentsGenerated: jsonb('documents_generated').$type<Array<{ category: string; docs: string[] }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_records_user_idx').on(t.userId)],
);
