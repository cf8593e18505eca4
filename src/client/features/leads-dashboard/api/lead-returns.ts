// docs/product/lender-integrations.md#lead-returns: the institution's returns and the unlocks it may still return (one
// call for every row of the list), and asking for a credit.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { InstitutionLeadReturn, InstitutionLeadReturns, NewLeadReturn } from '../../../../shared/schemas/lead-returns';
import { getJson, postJson } from '../../../lib/api';

export const leadReturnsKey = [apiPaths.leadReturns] as const;

export const leadReturnsQuery = () =>
  queryOptions({ queryKey: leadReturnsKey, queryFn: () => getJson<InstitutionLeadReturns>(apiPaths.leadReturns) });

export const useLeadReturns = () => useQuery(leadReturnsQuery());

export function useAskLeadReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ask: NewLeadReturn) => postJson<InstitutionLeadReturn>(apiPaths.leadReturns, ask),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadReturnsKey }),
  });
}
