// The console's payments ledger (filtered, paged, with totals) and refunds through the payment provider.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { LedgerPage, LedgerRow } from '../../../../shared/schemas/payment-ledger';
import { getJson, postJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

export const ledgerKey = [apiPaths.admin.payments] as const;

export type LedgerFilterForm = {
  institutionId: string;
  status: string;
  month: string;
};

/** The filters and page as a query string; the first page is the default, so it is left out. */
export const ledgerQueryString = (filters: LedgerFilterForm, page?: number) =>
  queryString({ ...filters, page: page && page > 1 ? page : undefined });

export const ledgerQuery = (filters: LedgerFilterForm, page: number) =>
  queryOptions({
    queryKey: [...ledgerKey, filters, page],
    queryFn: () => getJson<LedgerPage>(`${apiPaths.admin.payments}${ledgerQueryString(filters, page)}`),
    placeholderData: keepPreviousData,
  });

export const useLedger = (filters: LedgerFilterForm, page: number) => useQuery(ledgerQuery(filters, page));

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: LedgerRow) => postJson<LedgerRow>(apiPaths.admin.refund(row.id), {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ledgerKey }),
  });
}
