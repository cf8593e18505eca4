// The programme's parameters, one row per published version (docs/product/programme.md). The version in force is the
// newest whose `effective_from` (a Puerto Rico date) has come; a version is never edited, a change is a new version.
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProgrammeParameters } from '../../../shared/programme';
import { user } from './auth';

export const programmeVersions = pgTable('programme_versions', {
  version: integer('version').primaryKey(),
  effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null for the first version, which the app ships. */
  publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  sourceUrl: text('source_url').notNull(),
  note: text('note').notNull(),
  parameters: jsonb('parameters').$type<ProgrammeParameters>().notNull(),
});

export type ProgrammeVersionRow = typeof programmeVersions.$inferSelect;
