import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Banks, cooperatives and mortgage houses (docs/product/data.md#financial-institution). Staff logins are users with role `institution`. */
export const institutions = pgTable('institutions', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  kind: text('kind', { enum: ['bank', 'cooperative', 'mortgage'] }).notNull(),
  contactMethod: text('contact_method', { enum: ['email', 'phone', 'form'] }).notNull(),
  email: text('email'),
  phone: text('phone').notNull(),
  website: text('website').notNull(),
  description: text('description').notNull(),
  isTest: boolean('is_test').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Institution = typeof institutions.$inferSelect;
