// Saved searches of an institution (docs/product/lender-integrations.md#saved-searches-and-digests): the leads
// dashboard's own filters under a name, and how often the institution's staff get an e-mail of the new leads that match.
import { z } from 'zod';
import '../zod-locale';
import { exactText, plainText } from './text';
import { savedSearchCopy } from '../copy/saved-searches';
import { bankLeadFiltersSchema } from './bank-leads';

export const digestFrequencies = ['none', 'immediate', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

export const savedSearchNameMaxLength = 80;
/** Searches one institution may keep: each is matched against every new lead, every minute. */
export const maxSavedSearches = 50;

const name = plainText({ error: savedSearchCopy.nameRequired })
  .min(1, savedSearchCopy.nameRequired)
  .max(savedSearchNameMaxLength, savedSearchCopy.nameTooLong);
const digest = z.enum(digestFrequencies, { error: savedSearchCopy.digestUnknown });

/** The filters exactly as the dashboard's list takes them (src/shared/schemas/bank-leads.ts); none means every lead. */
export const savedSearchFiltersSchema = bankLeadFiltersSchema;

export const createSavedSearchSchema = z.object({ name, filters: savedSearchFiltersSchema, digest: digest.default('none') });
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({ name: name.optional(), filters: savedSearchFiltersSchema.optional(), digest: digest.optional() })
  .refine(
    (patch) => patch.name !== undefined || patch.filters !== undefined || patch.digest !== undefined,
    savedSearchCopy.nothingToChange,
  );
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Only the filters that are set, as the dashboard's address carries them (`minBudget: "150000"`). */
  filters: z.record(z.string(), z.string()),
  digest: z.enum(digestFrequencies),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchParamsSchema = z.object({ id: exactText().max(64) });
