// docs/product/data.md local storage keys for the plan (`savedProperties`, `selectedHousingOption`), plus the account they were
// last synced with, so a second person signing in on the same browser does not inherit the first one's plan.
import { z } from 'zod';
import type { Plan, PlanMergeInput } from '../../shared/schemas/plan';
import { housingOptionIdSchema } from '../../shared/schemas/progress';

export const planStorageKeys = {
  savedProperties: 'savedProperties',
  selectedHousingOption: 'selectedHousingOption',
  owner: 'planOwner',
} as const;

type PlanStorage = Pick<Storage, 'getItem' | 'setItem'>;

// Read loosely: only the ids matter for syncing, the server answers with the current listings.
const storedPropertiesSchema = z.array(z.looseObject({ id: z.string() }));

function read(storage: PlanStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, blocked cookies): the account still has the plan
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** This browser's plan for `userId`; empty when it belongs to someone else, or is missing or corrupt. */
export function localPlanFor(storage: PlanStorage, userId: string): PlanMergeInput {
  const owner = read(storage, planStorageKeys.owner);
  if (owner !== null && owner !== userId) return { savedPropertyIds: [], selectedHousingOption: null };
  const saved = storedPropertiesSchema.safeParse(parseJson(read(storage, planStorageKeys.savedProperties)));
  const option = housingOptionIdSchema.safeParse(parseJson(read(storage, planStorageKeys.selectedHousingOption)));
  return {
    savedPropertyIds: saved.success ? [...new Set(saved.data.map((property) => property.id))] : [],
    selectedHousingOption: option.success ? option.data : null,
  };
}

/** Stores the plan as docs/product/data.md names it: the list of saved properties, and the chosen option's id. */
export function writeLocalPlan(storage: PlanStorage, plan: Plan, userId: string): void {
  try {
    storage.setItem(planStorageKeys.savedProperties, JSON.stringify(plan.savedProperties));
    storage.setItem(planStorageKeys.selectedHousingOption, JSON.stringify(plan.selectedHousingOption));
    storage.setItem(planStorageKeys.owner, userId);
  } catch {
    // Full or disabled storage: the account keeps the plan, so nothing is lost.
  }
}
