// The security log's vocabulary: what happened to an account's way in (docs/security.md#security-log).
import { z } from 'zod';

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

/** What the watch raises to the operators (docs/security.md#alerts). */
export const securityAlertKinds = ['bulk_contact_reads', 'failed_sign_ins', 'new_key_address'] as const;
export type SecurityAlertKind = (typeof securityAlertKinds)[number];

/** `POST /api/admin/staff/{id}/two-factor/reset`: no body. */
export const twoFactorResetResponseSchema = z.object({ message: z.string() });
