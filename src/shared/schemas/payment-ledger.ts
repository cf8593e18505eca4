// The operator's payments ledger and the institution's receipts (docs/decisions/0054-payments-ledger.md). Amounts in integer cents.
import { z } from 'zod';
import '../zod-locale';
import { calendarMonth, pageNumber } from './filters';

export const paymentStatuses = ['pending', 'paid', 'canceled', 'expired'] as const;
/** The ledger's status filter: the payment's own status, or "refunded" (a paid payment given back). */
export const ledgerStatusFilters = [...paymentStatuses, 'refunded'] as const;

export const ledgerFiltersSchema = z.object({
  institutionId: z
    .string()
    .uuid('Institución no válida')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  status: z
    .enum(ledgerStatusFilters, { error: 'Estado no válido' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  month: calendarMonth.optional().or(z.literal('').transform(() => undefined)),
  page: pageNumber(100_000),
});
export type LedgerFilters = z.infer<typeof ledgerFiltersSchema>;

export const ledgerRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  institutionId: z.string(),
  institutionName: z.string(),
  kind: z.enum(['request', 'unlock']),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'canceled', 'expired', 'refunded']),
  provider: z.enum(['simulated', 'stripe']),
  refundedCents: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  leadId: z.string(),
  municipio: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

const totalSchema = z.object({ paidCents: z.number().int(), refundedCents: z.number().int(), count: z.number().int() });

export const ledgerPageSchema = z.object({
  rows: z.array(ledgerRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalRows: z.number().int(),
  totals: z.object({
    all: totalSchema,
    byInstitution: z.array(totalSchema.extend({ institutionId: z.string(), institutionName: z.string() })),
    byMonth: z.array(totalSchema.extend({ month: z.string() })),
  }),
  institutions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const receiptSchema = z.object({
  id: z.string(),
  paidAt: z.string(),
  kind: z.enum(['request', 'unlock']),
  amountCents: z.number().int(),
  currency: z.string(),
  leadId: z.string(),
  municipio: z.string(),
  refundedCents: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const paymentKindLabels = { request: 'Solicitud de conexión', unlock: 'Desbloqueo de contacto' } as const;
export const paymentStatusLabels = {
  pending: 'Pendiente',
  paid: 'Pagado',
  canceled: 'Cancelado',
  expired: 'Vencido',
  refunded: 'Reembolsado',
} as const;
export const paymentProviderLabels = { simulated: 'Simulado', stripe: 'Stripe' } as const;
