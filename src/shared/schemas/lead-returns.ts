// docs/product/lender-integrations.md#lead-returns: an institution asks for a credit on an unlock whose contact data
// proved wrong; the operator approves (the unlock is refunded once) or refuses; the buyer is asked to check their data.
import { z } from 'zod';
import '../zod-locale';
import { exactText, multilineText, plainText } from './text';
import { pageNumber } from './filters';

/** How long after the unlock's payment a return may be asked (docs/product/lender-integrations.md#lead-returns). */
export const leadReturnWindowDays = 7;
export const leadReturnDetailsMaxLength = 500;
export const leadReturnNoteMaxLength = 500;

export const leadReturnReasons = ['phone_disconnected', 'email_bounced', 'not_the_person'] as const;
export type LeadReturnReason = (typeof leadReturnReasons)[number];
export const leadReturnReasonLabels: Record<LeadReturnReason, string> = {
  phone_disconnected: 'Teléfono desconectado',
  email_bounced: 'Correo rebotado',
  not_the_person: 'No es la persona',
};

export const leadReturnStatuses = ['pending', 'approved', 'refused'] as const;
export type LeadReturnStatus = (typeof leadReturnStatuses)[number];
/** As the institution reads its own returns. */
export const leadReturnStatusLabels: Record<LeadReturnStatus, string> = {
  pending: 'Crédito solicitado',
  approved: 'Crédito aprobado',
  refused: 'Crédito rechazado',
};
/** As the operator reads the queue. */
export const leadReturnAdminStatusLabels: Record<LeadReturnStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  refused: 'Rechazada',
};

export const leadReturnCopy = {
  reasonRequired: 'Elige el motivo: teléfono desconectado, correo rebotado o no es la persona.',
  detailsTooLong: `Los detalles no pueden pasar de ${leadReturnDetailsMaxLength} caracteres.`,
  leadIdRequired: 'Indica el lead.',
  windowRule: `Puedes pedir crédito dentro de ${leadReturnWindowDays} días del desbloqueo, una vez por lead.`,
  windowClosed: `El plazo para pedir crédito por este lead terminó: son ${leadReturnWindowDays} días desde el desbloqueo.`,
  alreadyAsked: 'Ya pediste un crédito por este lead',
  alreadyRefunded: 'Este desbloqueo ya fue reembolsado.',
  /** docs/product/listings.md#me-interesa: the buyer asked, the institution paid nothing. */
  freeUnlock: 'Este contacto se desbloqueó sin costo porque el comprador pulsó «Me interesa»: no hay pago que devolver.',
  returnNotFound: 'Devolución no encontrada',
  decisionRequired: 'Elige aprobar o rechazar.',
  noteTooLong: `La nota no puede pasar de ${leadReturnNoteMaxLength} caracteres.`,
  alreadyDecided: (status: 'approved' | 'refused') => `Esta devolución ya fue ${status === 'approved' ? 'aprobada' : 'rechazada'}.`,
  contactCheckTitle: 'Una institución no pudo comunicarse contigo. Confirma tus datos de contacto.',
} as const;

const optionalNote = (max: number, message: string) => multilineText().max(max, message).optional().default('');

export const newLeadReturnSchema = z.object({
  leadId: plainText({ error: leadReturnCopy.leadIdRequired }).min(1, leadReturnCopy.leadIdRequired).max(64),
  reason: z.enum(leadReturnReasons, { error: leadReturnCopy.reasonRequired }),
  details: optionalNote(leadReturnDetailsMaxLength, leadReturnCopy.detailsTooLong),
});
export type NewLeadReturn = z.input<typeof newLeadReturnSchema>;

/** One of the institution's returns: the lead by id, never the buyer's contact data. */
export const institutionLeadReturnSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  reason: z.enum(leadReturnReasons),
  details: z.string().nullable(),
  status: z.enum(leadReturnStatuses),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The credit, once the unlock's payment was refunded. */
  refundedCents: z.number().int().nullable(),
});
export type InstitutionLeadReturn = z.infer<typeof institutionLeadReturnSchema>;

/** The institution's returns, and its unlocks that may still be returned (paid within the window, not refunded, not asked). */
export const institutionLeadReturnsSchema = z.object({
  returns: z.array(institutionLeadReturnSchema),
  returnable: z.array(z.object({ leadId: z.string(), until: z.string() })),
});
export type InstitutionLeadReturns = z.infer<typeof institutionLeadReturnsSchema>;

export const adminLeadReturnsQuerySchema = z.object({ page: pageNumber(10_000) });
export type AdminLeadReturnsQuery = z.infer<typeof adminLeadReturnsQuerySchema>;

/** A return as the operator decides on it: institution, lead id, reason and money; no buyer contact data. */
export const adminLeadReturnSchema = z.object({
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  leadId: z.string(),
  reason: z.enum(leadReturnReasons),
  details: z.string().nullable(),
  status: z.enum(leadReturnStatuses),
  requestedAt: z.string(),
  requestedBy: z.string(),
  unlockPaymentId: z.string(),
  unlockAmountCents: z.number().int(),
  unlockPaidAt: z.string().nullable(),
  refundedCents: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
  /** The buyer withdrew consent from this institution after the unlock (docs/product/lender-integrations.md#lead-returns). */
  consentRevoked: z.boolean(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type AdminLeadReturn = z.infer<typeof adminLeadReturnSchema>;

export const adminLeadReturnPageSchema = z.object({
  items: z.array(adminLeadReturnSchema),
  pending: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminLeadReturnPage = z.infer<typeof adminLeadReturnPageSchema>;

export const leadReturnParamsSchema = z.object({ id: exactText().max(64) });

export const leadReturnDecisionSchema = z.object({
  decision: z.enum(['approve', 'refuse'], { error: leadReturnCopy.decisionRequired }),
  note: optionalNote(leadReturnNoteMaxLength, leadReturnCopy.noteTooLong),
});
export type LeadReturnDecision = z.input<typeof leadReturnDecisionSchema>;

/** The buyer's own contact data, shown back to them only while an institution's return asks them to check it. */
export const contactCheckSchema = z.object({
  requestedAt: z.string().nullable(),
  contact: z.object({ nombre: z.string(), correo: z.string(), movil: z.string() }).nullable(),
});
export type ContactCheck = z.infer<typeof contactCheckSchema>;
