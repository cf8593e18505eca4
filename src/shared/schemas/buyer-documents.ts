// docs/product/documents.md: the papers a buyer uploads against the checklist, and the shares that let one accepted
// institution read one document for a limited time. Shared by the buyer's screen, the institution's lead screen and
// the server.
import { z } from 'zod';
import '../zod-locale';

export const maxDocumentBytes = 20 * 1024 * 1024;
export const maxBuyerDocumentsBytes = 200 * 1024 * 1024;
export const defaultShareDays = 30;
export const maxShareDays = 90;

/** Told apart by their first bytes, never by the file's name (src/server/documents-vault/). */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/**
 * `pending`: stored, not yet scanned ("Revisando…"); it cannot be shared until it is `clean`. `infected`: the scan
 * found a virus after the upload was answered: the file and its key are gone, the row only tells the buyer why
 * (docs/decisions/0137-scan-after-store.md).
 */
export const documentScanStatuses = ['pending', 'clean', 'infected'] as const;
export type DocumentScanStatus = (typeof documentScanStatuses)[number];

export const documentReviewStatuses = ['pending', 'accepted', 'rejected'] as const;
export type DocumentReviewStatus = (typeof documentReviewStatuses)[number];

export const rejectionReasons = ['illegible', 'expired', 'incomplete', 'not-matching'] as const;
export type RejectionReason = (typeof rejectionReasons)[number];
export const rejectionReasonLabels: Record<RejectionReason, string> = {
  illegible: 'Ilegible',
  expired: 'Vencido',
  incomplete: 'Incompleto',
  'not-matching': 'No corresponde',
};

/** Why a share stopped before its date; a share past `expiresAt` simply expired. */
export const shareEndReasons = ['buyer', 'revoked', 'deleted', 'replaced'] as const;
export type ShareEndReason = (typeof shareEndReasons)[number];

export const documentCopy = {
  notMultipart: 'Envía el archivo como formulario (multipart/form-data).',
  noFile: 'Selecciona un archivo para subir.',
  badForm: 'No pudimos leer el archivo. Inténtalo otra vez.',
  badItem: 'Ese documento no está en tu lista. Genera tu lista de documentos otra vez.',
  noChecklist: 'Primero genera tu lista de documentos.',
  tooLarge: 'El archivo pasa de 20 MB. Sube un PDF más liviano o fotos de menor tamaño.',
  quotaFull: 'Ya usaste los 200 MB de espacio para documentos. Borra alguno antes de subir otro.',
  heic: 'Cambia la cámara a JPEG o sube un PDF',
  badType: 'Solo aceptamos PDF, JPEG o PNG.',
  encryptedPdf: 'Ese PDF tiene contraseña. Súbelo sin contraseña para que el banco pueda abrirlo.',
  brokenPdf: 'Ese PDF está dañado o incompleto. Descárgalo otra vez y vuelve a subirlo.',
  brokenImage: 'No pudimos leer esa imagen. Toma la foto otra vez o sube un PDF.',
  infected: 'El análisis de seguridad encontró un virus en el archivo. No lo guardamos.',
  scanPending: 'Revisando…',
  scannerDown:
    'El análisis de seguridad no está disponible ahora. Guardamos el archivo y lo revisaremos pronto; no se puede compartir hasta entonces.',
  notFound: 'Documento no encontrado',
  shareNotFound: 'Permiso no encontrado',
  notScanned: 'Ese documento todavía se está revisando. Podrás compartirlo cuando termine.',
  notAccepted: 'Solo puedes compartir documentos con una institución que aceptaste.',
  noDocuments: 'Elige al menos un documento.',
  alreadyReviewed: 'Ese documento ya fue revisado.',
  reasonRequired: 'Indica el motivo del rechazo.',
  reasonNotAllowed: 'Un documento aceptado no lleva motivo de rechazo.',
} as const;

const uuid = z.uuid('Identificador no válido');

/** A checklist item's id: `checklistItemId` of its text (src/shared/domain/documents-list.ts). */
export const checklistItemSchema = z.string().regex(/^[a-z0-9-]{1,80}$/, documentCopy.badItem);

/** The multipart fields beside `file`; `replaces` is the rejected version this one replaces. */
export const documentUploadFieldsSchema = z.strictObject({
  item: checklistItemSchema,
  replaces: uuid.optional(),
});

export const documentParamsSchema = z.object({ id: uuid });
export const leadDocumentParamsSchema = z.object({ id: uuid, docId: uuid });

export const notApplicableSchema = z.strictObject({ notApplicable: z.boolean('Indica sí o no') });

export const createSharesSchema = z.strictObject({
  institutionId: uuid,
  documentIds: z.array(uuid).min(1, documentCopy.noDocuments).max(100),
  days: z
    .number('Indica los días')
    .int('Indica un número entero de días')
    .min(1, 'El permiso dura al menos 1 día')
    .max(maxShareDays, `El permiso dura como máximo ${maxShareDays} días`)
    .optional(),
});

export const extendShareSchema = z.strictObject({
  days: createSharesSchema.shape.days.unwrap(),
});

export const reviewDocumentSchema = z
  .strictObject({
    decision: z.enum(['accepted', 'rejected'], 'Indica si aceptas o rechazas el documento'),
    reason: z.enum(rejectionReasons, 'Motivo no válido').optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'rejected' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: documentCopy.reasonRequired });
    if (body.decision === 'accepted' && body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: documentCopy.reasonNotAllowed });
  });
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

/** One share as the buyer sees it. */
export const buyerShareSchema = z.object({
  id: z.string(),
  institutionId: z.string(),
  institutionName: z.string(),
  expiresAt: z.string(),
  review: z.enum(documentReviewStatuses),
  reason: z.enum(rejectionReasons).nullable(),
  reviewedAt: z.string().nullable(),
});
export type BuyerShare = z.infer<typeof buyerShareSchema>;

/** One of the buyer's documents, with its live shares (ended or expired ones are left out). */
export const buyerDocumentSchema = z.object({
  id: z.string(),
  item: z.string(),
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  sizeBytes: z.number().int(),
  scan: z.enum(documentScanStatuses),
  createdAt: z.string(),
  shares: z.array(buyerShareSchema),
});
export type BuyerDocument = z.infer<typeof buyerDocumentSchema>;

/** An institution the buyer accepted (a request answered yes, or the buyer's own "Me interesa"), not revoked. */
export const shareTargetSchema = z.object({ institutionId: z.string(), institutionName: z.string() });

export const myDocumentsSchema = z.object({
  documents: z.array(buyerDocumentSchema),
  /** Checklist items the buyer marked "No aplica". */
  notApplicable: z.array(z.string()),
  usedBytes: z.number().int(),
  quotaBytes: z.number().int(),
  shareTargets: z.array(shareTargetSchema),
});
export type MyDocuments = z.infer<typeof myDocumentsSchema>;

/** A document shared with the calling institution: never the buyer's other documents, nor a count of them. */
export const leadDocumentSchema = z.object({
  id: z.string(),
  item: z.string(),
  /** The checklist's words for the item, so the officer needs no lookup. */
  itemLabel: z.string(),
  fileName: z.string(),
  contentType: z.enum(documentContentTypes),
  sizeBytes: z.number().int(),
  sharedAt: z.string(),
  expiresAt: z.string(),
  review: z.enum(documentReviewStatuses),
  reason: z.enum(rejectionReasons).nullable(),
});
export type LeadDocument = z.infer<typeof leadDocumentSchema>;
