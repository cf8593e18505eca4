// The institution's side: the leads list as one institution may see it (docs/product/roles.md#contact-data-only-after-unlock), filters and payments.
import { z } from 'zod';
import '../zod-locale';
import { exactText } from './text';
import { leadRowStates } from '../domain/lead-status';
import { municipalities } from '../municipalities';
import { contactPreferencesSchema } from './buyer-control';
import { leadVariantSchema } from './leads';

import { calendarDay, dateRangeMessage, optionalParam as optional, ordered, wholeNumber } from './filters';

const dollars = z.coerce
  .number({ error: 'El presupuesto debe ser un número' })
  .int('El presupuesto debe ser un número entero')
  .min(0, 'El presupuesto no puede ser negativo')
  .max(100_000_000, 'El presupuesto es demasiado alto');

/** The filters a bank officer expects; `available` covers leads never requested and requests not yet paid. */
export const leadStatusFilters = ['available', 'waiting', 'accepted', 'unlocked', 'rejected', 'revoked'] as const;
export type LeadStatusFilter = (typeof leadStatusFilters)[number];

const bankLeadFilterShape = {
  municipio: optional(z.enum(municipalities, { error: 'Municipio desconocido' })),
  minBudget: optional(dollars),
  maxBudget: optional(dollars),
  status: optional(z.enum(leadStatusFilters, { error: 'Estado desconocido' })),
  from: optional(calendarDay),
  to: optional(calendarDay),
};
type FilterShape = { minBudget?: number; maxBudget?: number; from?: string; to?: string };
const inOrder = <T extends z.ZodType<FilterShape>>(schema: T) =>
  schema
    .superRefine(ordered<FilterShape>('minBudget', 'maxBudget', 'El presupuesto mínimo no puede ser mayor que el máximo'))
    .superRefine(ordered<FilterShape>('from', 'to', dateRangeMessage));

export const bankLeadFiltersSchema = inOrder(z.object(bankLeadFilterShape));
export type BankLeadFilters = z.infer<typeof bankLeadFiltersSchema>;

/** Leads per page of the officer's list when the request names no limit. */
export const bankLeadsPageSize = 25;

export const bankLeadPageQuerySchema = inOrder(
  z.object({
    ...bankLeadFilterShape,
    // Decoded and checked (shape, real instant, uuid) by the server's cursor module.
    cursor: optional(exactText().max(200, 'El cursor de paginación no es válido.')),
    limit: optional(wholeNumber('El límite', 1, 100)),
  }),
);
export type BankLeadPageQuery = z.infer<typeof bankLeadPageQuerySchema>;

/** The response header that carries the next page's cursor; absent on the last page. */
export const nextCursorHeader = 'x-next-cursor';

/** docs/product/data.md#lead as an institution sees it; contact fields are null unless this institution unlocked it. */
export const bankLeadSchema = z.object({
  id: z.string(),
  municipio: z.string(),
  precioMeta: z.string(),
  createdAt: z.string(),
  variantTested: leadVariantSchema,
  state: z.enum(leadRowStates),
  requestStatus: z.enum(['pending', 'accepted', 'rejected']).nullable(),
  connectionRequestId: z.string().nullable(),
  requestPurchaseId: z.string().nullable(),
  unlocked: z.boolean(),
  nombre: z.string().nullable(),
  correo: z.string().nullable(),
  movil: z.string().nullable(),
  /** How the buyer accepts to be reached; only with the contact data, so null unless unlocked and not revoked. */
  contactPreferences: contactPreferencesSchema.nullable(),
  /** When the buyer withdrew consent from this institution. */
  revokedAt: z.string().nullable(),
});
export type BankLead = z.infer<typeof bankLeadSchema>;

export const bankLeadSummarySchema = z.object({
  total: z.number().int(),
  available: z.number().int(),
  waiting: z.number().int(),
  accepted: z.number().int(),
  unlocked: z.number().int(),
  rejected: z.number().int(),
  revoked: z.number().int(),
});
export type BankLeadSummary = z.infer<typeof bankLeadSummarySchema>;

/** docs/product/data.md#lead-connection-request-bank-view. */
export const bankConnectionRequestSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  requestStatus: z.enum(['pending', 'accepted', 'rejected']),
  requestPurchaseId: z.string().nullable(),
  bankName: z.string(),
});
export type BankConnectionRequest = z.infer<typeof bankConnectionRequestSchema>;

export const createConnectionRequestSchema = z.object({ leadId: exactText().min(1).max(64) });

/**
 * docs/product/api.md sends bankEmail/bankName; identity comes from the session (docs/product/roles.md#identity-comes-from-the-session), so
 * they are accepted and ignored.
 */
export const payBodySchema = z.object({
  bankEmail: exactText().max(254).optional(),
  bankName: exactText().max(200).optional(),
  connectionRequestId: exactText().max(64).optional(),
});

export const checkoutResponseSchema = z.object({ url: z.string(), checkoutUrl: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentKindSchema = z.enum(['request', 'unlock']);
export const simulatePaymentSchema = z.object({ sessionId: exactText().min(1).max(200), type: paymentKindSchema.optional() });

/** A checkout as its institution sees it (simulated checkout page, payment success). */
export const paymentSchema = z.object({
  sessionId: z.string(),
  kind: paymentKindSchema,
  status: z.enum(['pending', 'paid', 'canceled', 'expired', 'refunded']),
  amountCents: z.number().int(),
  currency: z.string(),
  leadId: z.string(),
  municipio: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  successPath: z.string(),
  cancelPath: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Ids in paths are checked by the services: an id that is not a UUID is simply not found (404). */
export const leadParamsSchema = z.object({ leadId: exactText().max(64) });
