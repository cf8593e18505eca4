import { z } from 'zod';
import '../zod-locale';

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  oidcProviderName: z.string().nullable(),
  prices: z.object({ connectionRequestCents: z.number().int(), unlockCents: z.number().int() }),
  /** Whether /dev/mailbox exists (development without SMTP), so the console can link to it. */
  devMailbox: z.boolean(),
  /** Checkouts go through the simulated provider (decision 0070): no real money, and every checkout screen says so. */
  testPayments: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
