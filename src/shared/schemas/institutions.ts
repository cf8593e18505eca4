import { z } from 'zod';
import '../zod-locale';
import { contactMethods, institutionKinds } from '../choices';

/** docs/product/data.md#financial-institution as the public sees it: no staff logins, no internal flags beyond `isTest`. */
export const publicInstitutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(institutionKinds),
  contactMethod: z.enum(contactMethods),
  email: z.string().nullable(),
  phone: z.string(),
  website: z.string(),
  description: z.string(),
  isTest: z.boolean(),
});
/** The institution's own fields as anyone may see them; the console adds its counts and flags to these. */
export const institutionFieldsSchema = publicInstitutionSchema.omit({ isTest: true });
export type PublicInstitution = z.infer<typeof publicInstitutionSchema>;
