// What the buyer already told us, to prefill the documents profile and the message generator.
// The eligibility result belongs to another screen and is stored as-is; read each field on its own, defensively.
import { z } from 'zod';
import { employmentTypes, maritalStatuses } from '../../../shared/choices';
import type { DocumentsProfile } from '../../../shared/schemas/documents';
import { documentsRecordSchema, type DocumentsRecord } from '../../../shared/schemas/documents';
import { housingOptionIdSchema, type Progress } from '../../../shared/schemas/progress';

const eligibilitySchema = z
  .object({
    name: z.string().optional().catch(undefined),
    email: z.string().optional().catch(undefined),
    phone: z.string().optional().catch(undefined),
    employmentType: z.enum(employmentTypes).optional().catch(undefined),
    housingType: housingOptionIdSchema.optional().catch(undefined),
    maritalStatus: z.enum(maritalStatuses).optional().catch(undefined),
    hasDependents: z.boolean().optional().catch(undefined),
  })
  .catch({});

export type EligibilityDefaults = z.infer<typeof eligibilitySchema>;

export const eligibilityDefaultsOf = (progress: Progress | undefined): EligibilityDefaults =>
  eligibilitySchema.parse(progress?.lastEligibilityResult ?? {});

export function lastDocumentsRecordOf(progress: Progress | undefined): DocumentsRecord | null {
  const parsed = documentsRecordSchema.safeParse(progress?.lastDocumentsList);
  return parsed.success ? parsed.data : null;
}

/** The last submitted profile wins, then the eligibility answers, then the option chosen on the comparison screen. */
export function profileDefaults(
  last: DocumentsRecord | null,
  eligibility: EligibilityDefaults,
  selectedHousingOption: DocumentsProfile['housingType'] | null,
): Partial<DocumentsProfile> {
  if (last) {
    return {
      employmentType: last.employmentType,
      housingType: last.housingType,
      maritalStatus: last.maritalStatus,
      hasDependents: last.hasDependents,
    };
  }
  return {
    employmentType: eligibility.employmentType,
    housingType: eligibility.housingType ?? selectedHousingOption ?? undefined,
    maritalStatus: eligibility.maritalStatus,
    hasDependents: eligibility.hasDependents ?? false,
  };
}
