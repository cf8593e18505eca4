import { z } from 'zod';
import '../zod-locale';

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  oidcProviderName: z.string().nullable(),
  prices: z.object({ connectionRequestCents: z.number().int(), unlockCents: z.number().int() }),
  /** Whether /dev/mailbox exists (development without SMTP), so the console can link to it. */
  devMailbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
