import { z } from 'zod';

/** One mail the development mailbox delivered (decision 0041). */
export const devMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  sentAt: z.string(),
});
export type DevMail = z.infer<typeof devMailSchema>;

export const devMailboxSchema = z.object({ mails: z.array(devMailSchema) });
export type DevMailbox = z.infer<typeof devMailboxSchema>;

/** How many of the newest mails the screen shows. */
export const devMailboxLimit = 50;
