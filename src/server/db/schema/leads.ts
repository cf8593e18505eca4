import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A buyer's explicit "contact me" (SPEC §3 lead payload). One per buyer: submitting again updates it, so no
 * institution ever buys the same person twice. `nombre`, `correo` and `movil` are the contact data that
 * DECISIONS 1 keeps from institutions until they unlock the lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    correo: text('correo').notNull(),
    movil: text('movil').notNull(),
    municipio: text('municipio').notNull(),
    /** The normalised price ("$185,000" or "$150,000 – $200,000"), never free text: institutions read it before unlock (docs/decisions/0068). */
    precioMeta: text('precio_meta').notNull(),
    /** The same in whole dollars (a range's midpoint); the budget filter uses it. */
    targetPriceDollars: integer('target_price_dollars'),
    source: text('source').notNull(),
    variantTested: text('variant_tested', { enum: ['blue', 'green'] }).notNull(),
    userAgent: text('user_agent'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging, newest first (issue 5 "Scale"); the filtered variants lead with the filter column.
    // NULLS FIRST on purpose: it is what `order by created_at desc, id desc` means, and drizzle's bare .desc()
    // writes DESC NULLS LAST, an order PostgreSQL cannot serve from the index (it then sorts every lead).
    index('leads_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_municipio_created_idx').on(t.municipio, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('leads_target_price_idx').on(t.targetPriceDollars).where(sql`${t.targetPriceDollars} is not null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
