// The console's lead returns (docs/product/lender-integrations.md#lead-returns): the queue, pending first, and the
// decision; an approval refunds the unlock, so the ledger is read again too.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminLeadReturn, AdminLeadReturnPage, LeadReturnDecision } from '../../../../shared/schemas/lead-returns';
import { getJson, postJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';
import { ledgerKey } from './payments-ledger';

export const adminLeadReturnsKey = [apiPaths.admin.leadReturns] as const;

export const adminLeadReturnsQuery = (page: number) =>
  queryOptions({
    queryKey: [...adminLeadReturnsKey, page],
    queryFn: () => getJson<AdminLeadReturnPage>(`${apiPaths.admin.leadReturns}${queryString({ page: page > 1 ? page : undefined })}`),
    placeholderData: keepPreviousData,
  });

export const useAdminLeadReturns = (page: number) => useQuery(adminLeadReturnsQuery(page));

export function useDecideLeadReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: LeadReturnDecision & { id: string }) =>
      postJson<AdminLeadReturn>(apiPaths.admin.leadReturnDecision(id), decision),
    // A 409 (decided elsewhere meanwhile) also means the list is stale.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminLeadReturnsKey });
      void queryClient.invalidateQueries({ queryKey: ledgerKey });
    },
  });
}
