// docs/product/buyer-control.md#proof-of-consent and #record-of-contacts: the consent certificate an institution
// downloads, the operator's look-up by verification code, and the revocations the operator decides on.
import { z } from 'zod';
import '../zod-locale';
import { exactText } from './text';
import { pageNumber } from './filters';
import { contactPreferencesSchema } from './buyer-control';

export const consentRecordCopy = {
  badFormat: 'Elige el formato del certificado: pdf o json.',
  codeNotFound: 'Código de verificación no encontrado',
  codeTooLong: 'El código de verificación es demasiado largo.',
  attemptInFuture: 'La fecha del intento no puede estar en el futuro.',
  attemptBeforeUnlock: 'La fecha del intento no puede ser anterior al desbloqueo del contacto.',
} as const;

export const certificateFormats = ['pdf', 'json'] as const;
export type CertificateFormat = (typeof certificateFormats)[number];

export const certificateQuerySchema = z.object({ format: z.enum(certificateFormats, { error: consentRecordCopy.badFormat }) });

export const consentDecisions = ['accepted', 'declined', 'revoked'] as const;
export type ConsentDecision = (typeof consentDecisions)[number];
export const consentDecisionLabels: Record<ConsentDecision, string> = {
  accepted: 'Aceptó',
  declined: 'Rechazó',
  revoked: 'Retiró el consentimiento',
};

/**
 * The certificate of one acceptance: the lead by id, never the buyer's contact data. The revocation, when the buyer
 * withdrew consent later, is a consent record of its own with its own code.
 */
export const consentCertificateSchema = z.object({
  verificationCode: z.string(),
  leadId: z.string(),
  institutionName: z.string(),
  decision: z.literal('accepted'),
  /** Exactly as stored with the answer. */
  consentText: z.string(),
  acceptedAt: z.string(),
  /** The preferences in force with the acceptance; null for an acceptance recorded before buyers could choose them. */
  contactPreferences: contactPreferencesSchema.nullable(),
  contactPreferencesText: z.string().nullable(),
  /** sha256 of the buyer's IP address and user agent when answering. */
  clientHash: z.string(),
  unlockedAt: z.string(),
  revocation: z.object({ revokedAt: z.string(), consentText: z.string(), verificationCode: z.string(), clientHash: z.string() }).nullable(),
  issuedAt: z.string(),
});
export type ConsentCertificate = z.infer<typeof consentCertificateSchema>;

export const verificationCodeParamsSchema = z.object({ code: exactText().max(64, consentRecordCopy.codeTooLong) });

/** What the operator reads for a code: the record, its institution and lead, and whether consent was withdrawn since. */
export const consentRecordLookupSchema = z.object({
  verificationCode: z.string(),
  decision: z.enum(consentDecisions),
  consentText: z.string(),
  recordedAt: z.string(),
  clientHash: z.string(),
  contactPreferences: contactPreferencesSchema.nullable(),
  contactPreferencesText: z.string().nullable(),
  institutionId: z.string(),
  institutionName: z.string(),
  leadId: z.string(),
  unlockedAt: z.string().nullable(),
  /** When the buyer withdrew consent from this institution (for a revocation record, its own time). */
  revokedAt: z.string().nullable(),
  /** The revocation's own record, when there is one and this is not it. */
  revocationCode: z.string().nullable(),
});
export type ConsentRecordLookup = z.infer<typeof consentRecordLookupSchema>;

export const revocationsQuerySchema = z.object({ page: pageNumber(10_000) });
export type RevocationsQuery = z.infer<typeof revocationsQuerySchema>;

/** A withdrawn consent as the operator decides on it: no refund is automatic (docs/product/buyer-control.md#revoking-consent). */
export const revocationSchema = z.object({
  requestId: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  leadId: z.string(),
  revokedAt: z.string(),
  reason: z.string().nullable(),
  verificationCode: z.string().nullable(),
  unlockPaid: z.boolean(),
  unlockPaymentId: z.string().nullable(),
  unlockAmountCents: z.number().int().nullable(),
  unlockRefunded: z.boolean(),
});
export type Revocation = z.infer<typeof revocationSchema>;

export const revocationPageSchema = z.object({
  items: z.array(revocationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RevocationPage = z.infer<typeof revocationPageSchema>;
