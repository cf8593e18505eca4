// The buyer's side of the marketplace: the lead-capture dialog, their leads and the requests they answer.
import { z } from 'zod';
import '../zod-locale';
import { exactText, multilineText, plainText } from './text';
import { leadVariants } from '../domain/lead-variant';
import { contactAttemptSchema, contactPreferencesSchema } from './buyer-control';
import { mobilePhoneSchema } from '../domain/mobile-phone';
import { municipalities } from '../municipalities';
import { parseTargetPrice, targetPriceCopy } from '../domain/target-price';

/** A price and nothing else (docs/decisions/0068); the server stores it normalised. */
export const targetPriceSchema = plainText()
  .min(1, { error: targetPriceCopy.empty, abort: true })
  .refine((text) => parseTargetPrice(text) !== null, targetPriceCopy.notAPrice);

export const leadVariantSchema = z.enum(leadVariants);
export const municipioSchema = z.enum(municipalities, { error: 'Selecciona tu municipio' });

/** docs/product/validation.md#lead-capture-dialog: the five fields as the form holds them. */
export const leadFormSchema = z.object({
  nombre: plainText().min(2, 'Nombre debe tener al menos 2 caracteres').max(120),
  correo: plainText().max(254).pipe(z.email('Correo electrónico inválido')),
  movil: mobilePhoneSchema,
  municipio: municipioSchema,
  precioMeta: targetPriceSchema,
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/** docs/product/data.md#lead-submission-payload plus `variant_tested`, as POST /api/leads and the webhook receive it. */
export const leadSubmissionSchema = z.object({
  nombre: leadFormSchema.shape.nombre,
  correo: leadFormSchema.shape.correo,
  movil: leadFormSchema.shape.movil,
  municipio: leadFormSchema.shape.municipio,
  precio_meta: leadFormSchema.shape.precioMeta,
  timestamp: z.iso.datetime(),
  source: plainText().min(1).max(80),
  variant: leadVariantSchema,
  user_agent: exactText().max(512),
  variant_tested: leadVariantSchema,
});
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>;

export const leadSource = 'casa-joven-pr-vivienda-joven';

/**
 * POST /api/leads's answer. `correoConfirmed` false: the e-mail is not the account's, a link went to it, and institutions
 * do not see the lead until it is followed (docs/decisions/0124-lead-email-confirmed.md).
 */
export const leadSubmittedSchema = z.object({ id: z.string(), correoConfirmed: z.boolean() });
export type LeadSubmitted = z.infer<typeof leadSubmittedSchema>;

/** The lead e-mail link was wrong, used or expired (the dashboard says it after `?correo-confirmado=1&error=`). */
export const leadEmailLinkInvalid = 'El enlace para confirmar el email no es válido, ya se usó o venció. Pide uno nuevo desde tu panel.';

/** What the buyer reads when the lead's e-mail waits for its link (the form's answer and the dashboard). */
export const leadEmailPendingNotice = (correo: string) =>
  `Te enviamos un enlace a ${correo} para confirmar ese email. Las instituciones no verán tu perfil hasta que lo confirmes.`;

export const leadVariantResponseSchema = z.object({ variant: leadVariantSchema });

export const userLeadSchema = z.object({
  id: z.string(),
  municipio: z.string(),
  precioMeta: z.string(),
  variantTested: leadVariantSchema,
  /** The buyer's own lead e-mail, and whether it waits for its link (institutions do not see the lead until then). */
  correo: z.string(),
  correoConfirmed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserLead = z.infer<typeof userLeadSchema>;

/**
 * docs/product/data.md#connection-request-user-view: the requests an institution paid for, and the ones the buyer
 * started with "Me interesa" (`origin: 'buyer'`); an institution's unpaid draft never reaches the buyer.
 */
export const userConnectionRequestSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  bankName: z.string(),
  requestStatus: z.enum(['pending', 'accepted', 'declined']),
  /** Who started it: an institution's request, or the buyer's own "Me interesa" on its listing. */
  origin: z.enum(['institution', 'buyer']),
  municipio: z.string(),
  precioMeta: z.string(),
  createdAt: z.string(),
  userResponse: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** When the buyer withdrew an acceptance (docs/product/buyer-control.md#revoking-consent). */
  revokedAt: z.string().nullable(),
});
export type UserConnectionRequest = z.infer<typeof userConnectionRequestSchema>;

export const respondToRequestSchema = z.object({
  response: z.enum(['accepted', 'declined'], { error: 'Responde aceptar o rechazar' }),
  userMessage: multilineText().max(1000).optional().default(''),
  /** Sent with an acceptance (docs/product/buyer-control.md#contact-preferences); absent keeps the buyer's saved ones. */
  contactPreferences: contactPreferencesSchema.optional(),
});
export type RespondToRequest = z.input<typeof respondToRequestSchema>;

/**
 * docs/product/roles.md#consent-is-recorded: each institution whose request the buyer accepted: whether it unlocked the
 * contact details, whether the buyer withdrew consent, and the contact attempts its staff logged.
 */
export const contactHolderSchema = z.object({
  requestId: z.string(),
  institutionName: z.string(),
  acceptedAt: z.string(),
  unlockedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  contactAttempts: z.array(contactAttemptSchema),
});
export type ContactHolder = z.infer<typeof contactHolderSchema>;

export const buyerNoticeSchema = z.object({ id: z.string(), title: z.string(), body: z.string(), link: z.string(), createdAt: z.string() });
export type BuyerNotice = z.infer<typeof buyerNoticeSchema>;

/** The text the buyer agrees to; stored verbatim in the consent record with the answer (or the revocation). */
export function consentText(bankName: string, decision: 'accepted' | 'declined' | 'revoked'): string {
  if (decision === 'accepted')
    return `Autorizo a ${bankName} a ver mi nombre, correo electrónico y teléfono móvil para contactarme sobre mi préstamo hipotecario.`;
  if (decision === 'declined') return `No autorizo a ${bankName} a ver mis datos de contacto.`;
  return `Retiro la autorización que di a ${bankName}: no debe contactarme ni ver mis datos de contacto.`;
}
