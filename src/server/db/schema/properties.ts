import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sample listings (docs/product/data.md#property). */
export const properties = pgTable('properties', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  priceCents: integer('price_cents').notNull(),
  sizeM2: integer('size_m2').notNull(),
  type: text('type', { enum: ['casa', 'solar', 'reparacion'] }).notNull(),
  municipality: text('municipality').notNull(),
  bedrooms: integer('bedrooms'),
  bathrooms: integer('bathrooms'),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
