import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CalculatorRun } from '../../../shared/schemas/calculator';
import type { StoredEligibilityResult } from '../../../shared/schemas/eligibility';
import { user } from './auth';

/**
 * One row per buyer: the journey flags of SPEC §3 "Progress", the last stored results, and the plan that
 * DECISIONS 13 keeps on the account (saved properties, chosen housing option).
 * The `last…` columns hold what the server computed, never what a client sent (DECISIONS 4).
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
