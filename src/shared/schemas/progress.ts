import { z } from 'zod';
import '../zod-locale';
import { progressCopy } from '../copy/journey';
import { calculatorRunSchema } from './calculator';
import { storedEligibilityResultSchema } from './eligibility';

export const housingOptionIdSchema = z.enum(['existing', 'construction', 'renovation']);

/** docs/product/data.md#progress plus the plan kept on the account (docs/product/screens.md#the-plan-follows-the-buyer). */
export const progressSchema = z.object({
  eligibilityCompleted: z.boolean(),
  calculatorCompleted: z.boolean(),
  preQualificationCompleted: z.boolean(),
  documentsCompleted: z.boolean(),
  guideCompleted: z.boolean(),
  /** The server's own outcome of the latest eligibility check (docs/product/validation.md#the-server-recomputes-every-result). */
  lastEligibilityResult: storedEligibilityResultSchema.nullable(),
  /** The server's own latest calculation, in whole dollars. */
  lastCalculatorResult: calculatorRunSchema.nullable(),
  lastDocumentsList: z.unknown().nullable(),
  savedPropertyIds: z.array(z.string()),
  selectedHousingOption: housingOptionIdSchema.nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

/**
 * No flag is the buyer's to declare: each follows from what the server stored (the letter sets
 * `preQualificationCompleted`, docs/decisions/0069). The route stays for old clients and answers them with a 400.
 */
export const progressUpdateSchema = z.strictObject({}, { error: progressCopy.claimRefused });
