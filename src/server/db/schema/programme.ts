// The two programmes' parameters (the loan, the assistance), one row per published version of each kind
// (docs/product/programme.md). The version in force of a kind is its newest whose `effective_from` (a Puerto Rico date)
// has come; a version is never edited, a change is a new version. Numbers count per kind.
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyProgrammeParameters, ProgrammeSource } from '../../../shared/programme';
import { user } from './auth';

export const programmeVersions = pgTable(
  'programme_versions',
  {
    /** Rows from before the two programmes are the loan's. */
    kind: text('kind', { enum: ['loan', 'assistance'] })
      .notNull()
      .default('loan'),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the first version, which the app ships. */
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
    sourceUrl: text('source_url').notNull(),
    note: text('note').notNull(),
    /** Where each figure comes from, beside the main `source_url`; empty on versions published before. */
    sources: jsonb('sources').$type<ProgrammeSource[]>().notNull().default([]),
    parameters: jsonb('parameters').$type<AnyProgrammeParameters>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);

export type ProgrammeVersionRow = typeof programmeVersions.$inferSelect;
