import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** SPEC §3 "Documents record": each profile a buyer submitted and the list the server generated from it. */
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
    /** A list of { category, docs[] }; jsonb rather than SPEC's JSON string, so it can be queried. */
    documentsGenerated: jsonb('documents_generated').$type<Array<{ category: string; docs: string[] }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_records_user_idx').on(t.userId)],
);
