import { z } from 'zod';
import '../zod-locale';
import { employmentTypes, maritalStatuses } from '../choices';
import { housingOptionIdSchema } from './progress';

/** docs/product/validation.md#documents-profile, with the eligibility form's messages for the same questions. */
export const documentsProfileSchema = z.strictObject({
  employmentType: z.enum(employmentTypes, 'Selecciona tu tipo de empleo'),
  housingType: z.enum(housingOptionIdSchema.options, 'Selecciona tu opción de vivienda'),
  maritalStatus: z.enum(maritalStatuses, 'Selecciona tu estado civil'),
  hasDependents: z.boolean('Indica si tienes dependientes'),
});
export type DocumentsProfile = z.infer<typeof documentsProfileSchema>;

export const documentCategorySchema = z.object({ category: z.string(), docs: z.array(z.string()) });
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** docs/product/data.md#documents-record: the profile and the list the server generated from it. Also kept as `lastDocumentsList`. */
export const documentsRecordSchema = z.object({
  employmentType: documentsProfileSchema.shape.employmentType,
  housingType: documentsProfileSchema.shape.housingType,
  maritalStatus: documentsProfileSchema.shape.maritalStatus,
  hasDependents: z.boolean(),
  documentsGenerated: z.array(documentCategorySchema),
  createdAt: z.string(),
});
export type DocumentsRecord = z.infer<typeof documentsRecordSchema>;
