// Data for the leads dashboard: the paged list (cursor in a response header), the counts, and the paid steps.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankLeadsPageSize, nextCursorHeader, type BankLead, type BankLeadSummary, type CheckoutResponse } from '../../../shared/schemas/bank-leads';
import { apiRequest, getJson, postJson } from '../../lib/api';
import { filtersQuery, type FilterForm } from './filters-query';

export const bankLeadsKey = ['/api/leads-for-banks'] as const;

export async function fetchLeadsPage(filters: FilterForm, cursor: string | null, limit = bankLeadsPageSize) {
  const response = await apiRequest('GET', `/api/leads-for-banks${filtersQuery(filters, { limit: String(limit), cursor: cursor ?? '' })}`);
  return { leads: (await response.json()) as BankLead[], nextCursor: response.headers.get(nextCursorHeader) };
}

export function useLeadsPages(filters: FilterForm) {
  return useInfiniteQuery({
    queryKey: [...bankLeadsKey, filters],
    queryFn: ({ pageParam }) => fetchLeadsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useLeadSummary(filters: FilterForm) {
  return useQuery({
    queryKey: [...bankLeadsKey, 'summary', filters],
    queryFn: () => getJson<BankLeadSummary>(`/api/leads-for-banks/summary${filtersQuery(filters)}`),
  });
}

/** With `awaitingPayment` (back from a checkout), asks again until the provider's confirmation has landed. */
export function useLead(leadId: string | null, awaitingPayment = false) {
  return useQuery({
    queryKey: [...bankLeadsKey, 'lead', leadId],
    queryFn: () => getJson<BankLead>(`/api/lead/${encodeURIComponent(leadId!)}`),
    enabled: !!leadId,
    refetchInterval: (query) => (awaitingPayment && query.state.data?.state === 'available' ? 1_500 : false),
  });
}

/** Opens the provider's checkout: the browser leaves for it, as SPEC §7 says. */
const goToCheckout = (checkout: CheckoutResponse) => window.location.assign(checkout.checkoutUrl);

export function usePaidSteps() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: bankLeadsKey });
  return {
    createRequest: useMutation({
      mutationFn: (leadId: string) => postJson<{ id: string }>('/api/lead-connection-requests', { leadId }),
      onSuccess: refresh,
    }),
    payRequest: useMutation({
      mutationFn: (lead: BankLead) =>
        lead.connectionRequestId
          ? postJson<CheckoutResponse>(`/api/request-connection/${lead.connectionRequestId}`, {})
          : postJson<CheckoutResponse>(`/api/pay/request/${lead.id}`, {}),
      onSuccess: goToCheckout,
    }),
    unlock: useMutation({
      mutationFn: (lead: BankLead) => postJson<CheckoutResponse>(`/api/pay/unlock/${lead.id}`, { connectionRequestId: lead.connectionRequestId ?? undefined }),
      onSuccess: goToCheckout,
    }),
  };
}
