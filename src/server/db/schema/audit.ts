import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { auditEndpoints } from '../../../shared/schemas/admin';
import { securityEventTypes } from '../../../shared/schemas/security';
import { user } from './auth';
import { institutions } from './institutions';
import { apiKeys } from './integrations';

/**
 * One row each time a buyer's contact data (nombre, correo, movil) is served to an institution (docs/decisions/0057-contact-access-audit.md).
 * Written in the same transaction as the read that serves it: no row, no contact data (docs/decisions/0057-contact-access-audit.md).
 */
export const contactAccessAudit = pgTable(
  'contact_access_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'restrict' }),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    // No foreign key on purpose: the trail outlives a buyer who deletes their account.
    leadId: uuid('lead_id').notNull(),
    endpoint: text('endpoint', { enum: auditEndpoints }).notNull(),
    /** Set when the call came with an API key (staff_user_id is then the key's creator). */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'restrict' }),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_access_audit_served_idx').on(t.servedAt.desc(), t.id.desc()),
    index('contact_access_audit_institution_idx').on(t.institutionId, t.servedAt.desc()),
    index('contact_access_audit_lead_idx').on(t.leadId, t.servedAt.desc()),
  ],
);

/**
 * The security log: one row per change to a way in (a second factor enrolled, reset or used as a recovery code …).
 * Rows name accounts by id only; `detail` holds no contact data (docs/security.md#security-log).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: securityEventTypes }).notNull(),
    /** The account the event is about; no foreign key, so the log outlives a deleted account. */
    userId: text('user_id'),
    /** Who did it, when someone else did (an operator's reset). */
    actorUserId: text('actor_user_id'),
    institutionId: uuid('institution_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_created_idx').on(t.createdAt.desc()), index('security_events_user_idx').on(t.userId, t.createdAt.desc())],
);
