// docs/product/screens.md#the-plan-follows-the-buyer: the plan lives both in the browser (docs/product/data.md keys) and on the account; on
// each visit they are merged.
import type { HousingOptionId } from '../housing-options';

export interface PlanIds {
  savedPropertyIds: readonly string[];
  selectedHousingOption: HousingOptionId | null;
}

/**
 * Properties: the union, the account's order first, then what only this browser had (a property is saved once).
 * Housing option: the account's when it has one, since every choice is written to the account as it is made,
 * so the account holds the latest choice made on any device; otherwise this browser's.
 */
export function mergePlans(
  account: PlanIds,
  local: PlanIds,
): { savedPropertyIds: string[]; selectedHousingOption: HousingOptionId | null } {
  return {
    savedPropertyIds: [...new Set([...account.savedPropertyIds, ...local.savedPropertyIds])],
    selectedHousingOption: account.selectedHousingOption ?? local.selectedHousingOption,
  };
}
