import { z } from 'zod';
import '../zod-locale';

export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  oidcProviderName: z.string().nullable(),
  prices: z.object({ connectionRequestCents: z.number().int(), unlockCents: z.number().int() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
