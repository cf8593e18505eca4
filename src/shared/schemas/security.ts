// The security log's vocabulary: what happened to an account's way in (docs/security.md#security-log-and-alerts).
import { z } from 'zod';
import '../zod-locale';
import { calendarDay, dateRangeMessage, optionalParam, ordered } from './filters';
import { exactText } from './text';

export const securityEventTypes = [
  'sign_in',
  'sign_in_failed',
  'password_reset',
  'password_changed',
  'api_key_created',
  'api_key_revoked',
  'webhook_changed',
  'export',
  'bulk_read',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'recovery_codes_regenerated',
  'recovery_code_used',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

/** What the watch raises to the operators (docs/security.md#security-log-and-alerts). */
export const securityAlertKinds = ['bulk_contact_reads', 'failed_sign_ins', 'new_key_address'] as const;
export type SecurityAlertKind = (typeof securityAlertKinds)[number];

/** `POST /api/admin/staff/{id}/two-factor/reset`: no body. */
export const twoFactorResetResponseSchema = z.object({ message: z.string() });

/** How many rows of the security log one page holds (`GET /api/admin/security-events`). */
export const securityEventsPageSize = 50;

/** `GET /api/admin/security-events[.csv]?type=&from=&to=&cursor=`: Puerto Rico calendar days, both ends included. */
export const securityEventQuerySchema = z
  .object({
    type: optionalParam(z.enum(securityEventTypes, { error: 'Tipo de evento desconocido' })),
    from: optionalParam(calendarDay),
    to: optionalParam(calendarDay),
    cursor: optionalParam(exactText().max(200, 'El cursor de paginación no es válido.')),
  })
  .superRefine(ordered('from', 'to', dateRangeMessage));
export type SecurityEventQuery = z.infer<typeof securityEventQuerySchema>;

/** Who an entry is about: staff and operators by e-mail; a buyer by role only (the log carries no buyer contact data). */
export const securityAccountSchema = z.object({
  id: z.string(),
  role: z.enum(['buyer', 'institution', 'admin']).nullable(),
  email: z.string().nullable(),
});
export type SecurityAccount = z.infer<typeof securityAccountSchema>;

const detailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export type SecurityDetail = z.infer<typeof detailSchema>;

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.enum(securityEventTypes),
  createdAt: z.string(),
  account: securityAccountSchema.nullable(),
  actor: securityAccountSchema.nullable(),
  institution: z.object({ id: z.string(), name: z.string() }).nullable(),
  detail: detailSchema.nullable(),
});
export type SecurityEventEntry = z.infer<typeof securityEventSchema>;

export const securityEventPageSchema = z.object({ items: z.array(securityEventSchema), nextCursor: z.string().nullable() });
export type SecurityEventPage = z.infer<typeof securityEventPageSchema>;

export const securityAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(securityAlertKinds),
  createdAt: z.string(),
  institution: z.object({ id: z.string(), name: z.string() }).nullable(),
  account: securityAccountSchema.nullable(),
  apiKey: z.object({ id: z.string(), name: z.string(), lastFour: z.string() }).nullable(),
  detail: detailSchema,
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type SecurityAlert = z.infer<typeof securityAlertSchema>;

/** `GET /api/admin/alerts`: the ones not yet reviewed first, then the newest. */
export const securityAlertListSchema = z.object({ items: z.array(securityAlertSchema) });
export type SecurityAlertList = z.infer<typeof securityAlertListSchema>;
export const securityAlertsShown = 100;

export const alertParamsSchema = z.object({ id: exactText().max(64) });
