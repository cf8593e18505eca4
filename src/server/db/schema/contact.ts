import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { institutions } from './institutions';

/** SPEC §3 "Contact message": what a buyer sent an institution from the generator, kept whether or not it was e-mailed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Whether an e-mail to the institution was queued with it (not for institutions reached by phone or form). */
    sentByEmail: boolean('sent_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_user_idx').on(t.userId), index('contact_messages_institution_idx').on(t.institutionId)],
);
