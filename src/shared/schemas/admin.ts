// The operator console's API contract (docs/product/screens.md#operator-console): institutions, leads statistics, contact-data audit.
import { z } from 'zod';
import '../zod-locale';
import { exactText, multilineText, plainText } from './text';
import { contactMethods, institutionKinds } from '../choices';
import { institutionFieldsSchema } from './institutions';
import { calendarDay, dateRangeMessage, ordered, pageNumber } from './filters';
import { leadVariants } from '../domain/lead-variant';
import { staffPasswordMaxLength } from '../domain/staff-password';

const email = plainText().toLowerCase().email('Ingresa un correo electrónico válido').max(254, 'El correo electrónico es demasiado largo');
const website = plainText()
  .max(300, 'El sitio web es demasiado largo')
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'Ingresa un sitio web que empiece con https://');

/** Checked by the server's password rule (domain/staff-password), so the CLI and the console say the same thing. */
export const staffLoginSchema = z.object({
  name: plainText().min(2, 'Ingresa el nombre de la persona').max(120, 'El nombre es demasiado largo'),
  email,
  password: exactText().min(1, 'Ingresa una contraseña').max(staffPasswordMaxLength, 'La contraseña es demasiado larga'),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const institutionContactSchema = z.object({
  phone: plainText().max(40, 'El teléfono es demasiado largo'),
  website,
  description: multilineText().max(1000, 'La descripción es demasiado larga'),
});
export type InstitutionContactInput = z.infer<typeof institutionContactSchema>;

export const createInstitutionSchema = institutionContactSchema.extend({
  name: plainText().min(2, 'Ingresa el nombre de la institución').max(120, 'El nombre es demasiado largo'),
  kind: z.enum(institutionKinds, 'Elige el tipo de institución'),
  contactMethod: z.enum(contactMethods, 'Elige el método de contacto'),
  email: z.union([z.literal(''), email]),
  staff: staffLoginSchema,
});
export type CreateInstitutionInput = z.infer<typeof createInstitutionSchema>;

export const activeBodySchema = z.object({ active: z.boolean() });
export const passwordResetSchema = z.object({ password: staffLoginSchema.shape.password });
export const institutionParamsSchema = z.object({ institutionId: exactText().max(64) });
export const staffParamsSchema = z.object({ userId: exactText().max(64) });

export const adminPageSize = 20;
const page = pageNumber(10_000);

export const institutionListQuerySchema = z.object({
  q: plainText().max(120).optional(),
  kind: z.enum(institutionKinds, { error: 'Tipo de institución desconocido' }).optional(),
  active: z.enum(['true', 'false'], { error: 'Estado desconocido' }).optional(),
  page,
});
export type InstitutionListQuery = z.infer<typeof institutionListQuerySchema>;

export const adminInstitutionSchema = institutionFieldsSchema.extend({
  active: z.boolean(),
  isTest: z.boolean(),
  staffCount: z.number().int(),
  activeStaffCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminInstitution = z.infer<typeof adminInstitutionSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** An authenticator app is enrolled; the operator can reset it when the officer lost the phone. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const adminInstitutionDetailSchema = adminInstitutionSchema.extend({ staff: z.array(staffMemberSchema) });
export type AdminInstitutionDetail = z.infer<typeof adminInstitutionDetailSchema>;

export const institutionPageSchema = z.object({
  items: z.array(adminInstitutionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InstitutionPage = z.infer<typeof institutionPageSchema>;

/** A lead's furthest stage across every institution (decision 0056). */
export const globalLeadStatuses = ['open', 'requested', 'accepted', 'unlocked', 'declined'] as const;
export type GlobalLeadStatus = (typeof globalLeadStatuses)[number];

export const leadStatsSchema = z.object({
  total: z.number().int(),
  byMunicipio: z.array(z.object({ municipio: z.string(), count: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(globalLeadStatuses), count: z.number().int() })),
  byWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  variants: z.array(
    z.object({
      variant: z.enum(leadVariants),
      shown: z.number().int(),
      submitted: z.number().int(),
      /** Buyers who were shown the dialog and then submitted. */
      converted: z.number().int(),
      /** converted / shown, 0 when nobody was shown it. */
      conversion: z.number(),
    }),
  ),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

export const auditEndpoints = ['list', 'lead', 'csv', 'payment', 'document'] as const;
export type AuditEndpoint = (typeof auditEndpoints)[number];
/** How long a recorded list or single-lead view covers the same login's repeat views (docs/decisions/0118-…). */
export const repeatViewWindowMinutes = 15;

export const auditQuerySchema = z
  .object({
    institutionId: z.string().uuid('Institución no válida').optional(),
    leadId: z.string().trim().uuid('El ID del lead no es válido').optional(),
    endpoint: z.enum(auditEndpoints).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
    page,
  })
  .superRefine(ordered('from', 'to', dateRangeMessage));
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  servedAt: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  staffUserId: z.string(),
  staffEmail: z.string(),
  leadId: z.string(),
  endpoint: z.enum(auditEndpoints),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
