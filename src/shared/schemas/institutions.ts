import { z } from 'zod';
import '../zod-locale';

/** SPEC §3 "Financial institution" as the public sees it: no staff logins, no internal flags beyond `isTest`. */
export const publicInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['bank', 'cooperative', 'mortgage']),
  contactMethod: z.enum(['email', 'phone', 'form']),
  email: z.string().nullable(),
  phone: z.string(),
  website: z.string(),
  description: z.string(),
  isTest: z.boolean(),
});
export type PublicInstitution = z.infer<typeof publicInstitutionSchema>;
