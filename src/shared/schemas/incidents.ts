// The bad day: an incident's window and door, the buyers whose data went through it, and the notice they get
// (docs/incident-response.md).
import { z } from 'zod';
import { multilineText, plainText } from './text';

export const incidentCopy = {
  startAfterEnd: 'El inicio debe ser antes del final.',
  inTheFuture: 'La fecha no puede estar en el futuro.',
  unknownInstitution: 'No existe esa institución.',
  unknownKey: 'No existe esa clave de API, o no es de esa institución.',
  notFound: 'No existe ese incidente.',
  noticeAlreadySent: 'El aviso de este incidente ya se envió.',
  noticeTooShort: 'Escribe el aviso (20 caracteres o más).',
} as const;

/** Days the law gives to tell each authority, counted from the day the incident is opened (when it was discovered). */
export const notificationDeadlines = {
  /** FTC Safeguards Rule, 16 CFR 314.4(j): 30 days, when 500 or more people are affected. */
  ftc: { days: 30, minimumAffected: 500 },
  /** Puerto Rico Law 111-2005: DACO within 10 days, for any resident affected. */
  daco: { days: 10, minimumAffected: 1 },
} as const;

const isoDate = z.iso.datetime({ offset: true, message: 'Fecha no válida.' });

export const createIncidentSchema = z.strictObject({
  title: plainText().min(3, 'Escribe un título.').max(200, 'El título es demasiado largo.'),
  startedAt: isoDate,
  endedAt: isoDate.optional(),
  institutionId: z.uuid('Institución no válida.').optional(),
  apiKeyId: z.uuid('Clave no válida.').optional(),
});
export type CreateIncidentInput = z.infer<typeof createIncidentSchema>;

export const incidentParamsSchema = z.object({ id: z.uuid(incidentCopy.notFound) });

export const incidentNoticeSchema = z.strictObject({
  text: multilineText().min(20, incidentCopy.noticeTooShort).max(5000, 'El aviso es demasiado largo.'),
});

const deadlineSchema = z.object({ due: z.string(), required: z.boolean() });

export const incidentSchema = z.object({
  id: z.string(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  institution: z.object({ id: z.string(), name: z.string() }).nullable(),
  apiKey: z.object({ id: z.string(), name: z.string(), lastFour: z.string() }).nullable(),
  openedAt: z.string(),
  affectedBuyers: z.number().int(),
  deadlines: z.object({ ftc: deadlineSchema, daco: deadlineSchema }),
  noticeText: z.string().nullable(),
  noticeSentAt: z.string().nullable(),
});
export type Incident = z.infer<typeof incidentSchema>;

export const exposedBuyerSchema = z.object({
  leadId: z.string(),
  /** The buyer's account e-mail, where the notice goes; null once the buyer deleted the account. */
  accountEmail: z.string().nullable(),
  municipio: z.string(),
  reads: z.number().int(),
  firstReadAt: z.string(),
  lastReadAt: z.string(),
  institutions: z.array(z.string()),
});
export type ExposedBuyer = z.infer<typeof exposedBuyerSchema>;

export const exposureSchema = z.object({ buyers: z.array(exposedBuyerSchema) });
export const noticesSentSchema = z.object({ sent: z.number().int() });
