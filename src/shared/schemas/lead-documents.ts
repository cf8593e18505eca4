// The institution's and the operator's side of buyers' documents (docs/product/documents.md#the-institution,
// #the-operator): the route parameters of the lead's documents and the operator's counts. The document itself as the
// institution sees it is `leadDocumentSchema` (buyer-documents.ts).
import { z } from 'zod';
import '../zod-locale';
import { documentContentTypes } from './buyer-documents';
import { exactText } from './text';

// Ids are checked by the service, which answers 404 for anything that is not one of this institution's (a 400 would
// tell a malformed id from an unknown one, and says nothing useful).
const id = exactText().max(64);

export const leadDocumentsParamsSchema = z.object({ leadId: id });
export const leadDocumentFileParamsSchema = z.object({ leadId: id, docId: id });
/** The same under /api/v1, whose lead parameter is `id` like `/api/v1/leads/{id}`. */
export const v1LeadDocumentsParamsSchema = z.object({ id });
export const v1LeadDocumentFileParamsSchema = z.object({ id, docId: id });

const tally = z.object({ count: z.number().int(), bytes: z.number().int() });

/** Counts and sizes only: never a file, a file name, a buyer or an institution. */
export const documentStatsSchema = z.object({
  /** Every stored document. */
  documents: tally,
  /** Stored, still waiting for the virus scan. */
  pendingScan: tally,
  /** Documents that at least one institution can read now (a live share). */
  shared: tally,
  /** Live shares (one document shared with two institutions counts twice). */
  liveShares: z.number().int(),
  byContentType: z.array(tally.extend({ contentType: z.enum(documentContentTypes) })),
});
export type DocumentStats = z.infer<typeof documentStatsSchema>;
