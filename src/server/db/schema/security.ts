// Watching who reads what, and the bad day: alerts to the operators and incidents with their exposure and notices
// (docs/security.md, docs/incident-response.md).
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { securityAlertKinds } from '../../../shared/schemas/security';
import { user } from './auth';
import { institutions } from './institutions';
import { apiKeys } from './integrations';

/** Something that looks wrong, raised once per cause and window; the operator acknowledges it. */
export const securityAlerts = pgTable(
  'security_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: securityAlertKinds }).notNull(),
    /** What the alert is about, so the same cause in the same window raises one alert (e.g. `inst:<id>:2026-11-27T03`). */
    dedupeKey: text('dedupe_key').notNull().unique(),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    userId: text('user_id'),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [index('security_alerts_created_idx').on(t.createdAt.desc())],
);

/** Each address an API key was used from, first time seen: a new key from a new address is worth a look. */
export const apiKeyAddresses = pgTable(
  'api_key_addresses',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.address] })],
);

/** The operator's record of a suspected breach: a window and, when known, the door (an institution or a key). */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'restrict' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'restrict' }),
    openedBy: text('opened_by')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** The notice the operator approved, as sent to each affected buyer. */
    noticeText: text('notice_text'),
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incidents_created_idx').on(t.createdAt.desc())],
);
