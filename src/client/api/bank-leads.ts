// The leads an institution sees. Every bank-lead query, one lead's included, is keyed under `bankLeadsKey`, so one
// invalidation (a paid step, a buyer's answer arriving live) refreshes the list, the counts and any open lead
// (docs/decisions/0084-bank-lead-queries-share-one-key.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { BankLead } from '../../shared/schemas/bank-leads';
import { getJson } from '../lib/api';

export const bankLeadsKey = [apiPaths.bankLeads] as const;

export const bankLeadKey = (leadId: string) => [...bankLeadsKey, 'lead', leadId] as const;

export const bankLeadQuery = (leadId: string) =>
  queryOptions({ queryKey: bankLeadKey(leadId), queryFn: () => getJson<BankLead>(apiPaths.bankLead(leadId)) });

/**
 * One lead (the dashboard's card, the payment-success screen). With `awaitingPayment` (back from a checkout), asks
 * again until the provider's confirmation has landed.
 */
export function useBankLead(leadId: string | null, { enabled = true, awaitingPayment = false } = {}) {
  return useQuery({
    ...bankLeadQuery(leadId ?? ''),
    enabled: !!leadId && enabled,
    refetchInterval: (query) => (awaitingPayment && query.state.data?.state === 'available' ? 1_500 : false),
  });
}
