// The security log's vocabulary: what happened to an account's way in (docs/security.md#security-log).
import { z } from 'zod';

export const securityEventTypes = [
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'recovery_codes_regenerated',
  'recovery_code_used',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

/** `POST /api/admin/staff/{id}/two-factor/reset`: no body. */
export const twoFactorResetResponseSchema = z.object({ message: z.string() });
