// The buyer's plan on the client (docs/product/screens.md#the-plan-follows-the-buyer): merged with this browser's copy once per visit, then every change
// is written to the browser first and to the account, so either side alone can restore it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { HousingOptionId } from '../../shared/housing-options';
import type { Plan } from '../../shared/schemas/plan';
import type { Property } from '../../shared/schemas/properties';
import { toast } from '../components/ui/toast-store';
import { postJson, sendJson } from '../lib/api';
import { localPlanFor, writeLocalPlan } from '../lib/plan-storage';
import { useAuth } from './auth-user';
import { progressKey } from './progress';

export const planKey = (userId: string) => [apiPaths.planMerge, userId] as const;

const emptyPlan: Plan = { savedProperties: [], selectedHousingOption: null };

export const planQuery = (userId: string) =>
  queryOptions({
    queryKey: planKey(userId),
    enabled: userId !== '',
    queryFn: async ({ client }) => {
      const plan = await postJson<Plan>(apiPaths.planMerge, localPlanFor(window.localStorage, userId));
      writeLocalPlan(window.localStorage, plan, userId);
      // The dashboard's step states read the plan from GET /api/progress.
      await client.invalidateQueries({ queryKey: progressKey });
      return plan;
    },
  });

/** The plan, after merging this browser's copy into the account; the first screen that asks runs the merge. */
export function usePlan() {
  const userId = useAuth().user?.id ?? '';
  return useQuery(planQuery(userId));
}

/**
 * A change shown at once and stored in the browser, undone with a toast if the account refuses it.
 * Screens offer changes only once `usePlan` has loaded, so the visit's merge cannot overwrite one.
 */
function usePlanChange<T>(apply: (plan: Plan, change: T) => Plan, send: (change: T) => Promise<Plan>) {
  const userId = useAuth().user?.id ?? '';
  const queryClient = useQueryClient();
  const store = (plan: Plan) => {
    queryClient.setQueryData(planKey(userId), plan);
    writeLocalPlan(window.localStorage, plan, userId);
  };
  return useMutation({
    mutationFn: send,
    onMutate: (change: T) => {
      const previous = queryClient.getQueryData<Plan>(planKey(userId)) ?? emptyPlan;
      store(apply(previous, change));
      return { previous };
    },
    onSuccess: async (plan) => {
      store(plan);
      await queryClient.invalidateQueries({ queryKey: progressKey });
    },
    onError: (_error, _change, context) => {
      if (context) store(context.previous);
      toast({ title: 'Error', description: 'No se pudo guardar tu plan. Inténtalo de nuevo.', variant: 'destructive' });
    },
  });
}

/** docs/product/screens.md "Agregar a mi plan": each property once. */
export function useAddToPlan() {
  return usePlanChange<Property>(
    (plan, property) =>
      plan.savedProperties.some((saved) => saved.id === property.id)
        ? plan
        : { ...plan, savedProperties: [...plan.savedProperties, property] },
    (property) => postJson<Plan>(apiPaths.planProperties, { propertyId: property.id }),
  );
}

/** docs/product/screens.md#comparison: selecting an option stores it ("Opción Seleccionada"). */
export function useChooseHousingOption() {
  return usePlanChange<HousingOptionId>(
    (plan, option) => ({ ...plan, selectedHousingOption: option }),
    (option) => sendJson<Plan>('PUT', apiPaths.planHousingOption, { housingOption: option }),
  );
}
