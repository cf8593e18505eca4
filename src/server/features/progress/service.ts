// The buyer's journey flags. Other features set their own flag through `markProgress`, inside their transaction.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { calculatorRunSchema } from '../../../shared/schemas/calculator';
import { storedEligibilityResultSchema } from '../../../shared/schemas/eligibility';
import type { Progress } from '../../../shared/schemas/progress';
import { openFields, progressContactFields } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

type ProgressPatch = Partial<Omit<typeof schema.buyerProgress.$inferInsert, 'userId' | 'updatedAt'>>;

const emptyProgress: Progress = {
  eligibilityCompleted: false,
  calculatorCompleted: false,
  preQualificationCompleted: false,
  documentsCompleted: false,
  guideCompleted: false,
  lastEligibilityResult: null,
  lastCalculatorResult: null,
  lastDocumentsList: null,
  savedPropertyIds: [],
  selectedHousingOption: null,
};

export async function getProgress(db: Db, userId: string): Promise<Progress> {
  const [row] = await db.select().from(schema.buyerProgress).where(eq(schema.buyerProgress.userId, userId));
  if (!row) return emptyProgress;
  return {
    eligibilityCompleted: row.eligibilityCompleted,
    calculatorCompleted: row.calculatorCompleted,
    preQualificationCompleted: row.preQualificationCompleted,
    documentsCompleted: row.documentsCompleted,
    guideCompleted: row.guideCompleted,
    // Its name, e-mail and phone are sealed at rest (docs/decisions/0123-…): opened before the shape is checked.
    lastEligibilityResult: readStored(storedEligibilityResultSchema, openFields(row.lastEligibilityResult, progressContactFields)),
    lastCalculatorResult: readStored(calculatorRunSchema, row.lastCalculatorResult),
    lastDocumentsList: row.lastDocumentsList ?? null,
    savedPropertyIds: row.savedPropertyIds,
    selectedHousingOption: row.selectedHousingOption ?? null,
  };
}

/** A result stored by an older release may no longer have today's shape: it counts as not stored instead of breaking the answer. */
function readStored<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Upserts the buyer's row with the given fields; pass a transaction to commit it with the change it records. */
export async function markProgress(db: Db, userId: string, patch: ProgressPatch): Promise<void> {
  const now = new Date();
  await db
    .insert(schema.buyerProgress)
    .values({ ...patch, userId, updatedAt: now })
    .onConflictDoUpdate({ target: schema.buyerProgress.userId, set: { ...patch, updatedAt: now } });
}
