import { usePlan } from '../api/plan';

/** docs/product/screens.md#the-plan-follows-the-buyer: on every signed-in screen, this browser's plan and the account's are merged once per visit. */
export default function PlanSync() {
  usePlan();
  return null;
}
