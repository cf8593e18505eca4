// The buyer's plan on the account (docs/product/screens.md#the-plan-follows-the-buyer): saved properties and the chosen housing option, in buyer_progress.
import { eq } from 'drizzle-orm';
import { mergePlans, type PlanIds } from '../../../shared/domain/plan-merge';
import type { HousingOptionId } from '../../../shared/housing-options';
import type { Plan, PlanMergeInput } from '../../../shared/schemas/plan';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError } from '../../http/errors';
import { getProgress, markProgress } from '../progress/service';
import { findProperties } from '../properties/service';

export const unknownPropertyMessage = 'Esa propiedad no existe.';

export async function getPlan(db: Db, userId: string): Promise<Plan> {
  const progress = await getProgress(db, userId);
  return { savedProperties: await findProperties(db, progress.savedPropertyIds), selectedHousingOption: progress.selectedHousingOption };
}

/** Reads the buyer's plan row for update, creating it first, so concurrent changes to the plan queue up. */
async function lockPlan(tx: Db, userId: string): Promise<PlanIds> {
  await tx.insert(schema.buyerProgress).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ savedPropertyIds: schema.buyerProgress.savedPropertyIds, selectedHousingOption: schema.buyerProgress.selectedHousingOption })
    .from(schema.buyerProgress)
    .where(eq(schema.buyerProgress.userId, userId))
    .for('update');
  return { savedPropertyIds: row?.savedPropertyIds ?? [], selectedHousingOption: row?.selectedHousingOption ?? null };
}

/**
 * Merges what a browser has stored into the account and returns the result for the browser to store.
 * Ids of properties that no longer exist are dropped rather than refused, so an old browser still syncs.
 */
export function mergePlan(db: Db, userId: string, local: PlanMergeInput): Promise<Plan> {
  return db.transaction(async (tx) => {
    const merged = mergePlans(await lockPlan(tx, userId), local);
    const savedProperties = await findProperties(tx, merged.savedPropertyIds);
    await markProgress(tx, userId, {
      savedPropertyIds: savedProperties.map((p) => p.id),
      selectedHousingOption: merged.selectedHousingOption,
    });
    return { savedProperties, selectedHousingOption: merged.selectedHousingOption };
  });
}

/** docs/product/validation.md: a property is saved once; saving it again changes nothing. */
export async function addPlanProperty(db: Db, userId: string, propertyId: string): Promise<Plan> {
  await db.transaction(async (tx) => {
    if ((await findProperties(tx, [propertyId])).length === 0) throw new BadRequestError(unknownPropertyMessage);
    const { savedPropertyIds } = await lockPlan(tx, userId);
    if (!savedPropertyIds.includes(propertyId)) await markProgress(tx, userId, { savedPropertyIds: [...savedPropertyIds, propertyId] });
  });
  return getPlan(db, userId);
}

export async function chooseHousingOption(db: Db, userId: string, option: HousingOptionId): Promise<Plan> {
  await markProgress(db, userId, { selectedHousingOption: option });
  return getPlan(db, userId);
}
