// One checkout as its institution sees it: the simulated checkout shows it, the payment-success screen waits on it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { Payment } from '../../shared/schemas/bank-leads';
import { getJson } from '../lib/api';

export const paymentKey = (sessionId: string) => [apiPaths.payments, sessionId] as const;

export const paymentQuery = (sessionId: string) =>
  queryOptions({ queryKey: paymentKey(sessionId), queryFn: () => getJson<Payment>(apiPaths.payment(sessionId)) });

/** With `untilConfirmed`, asks again while the payment is pending: a provider may confirm a moment after the redirect. */
export function usePayment(sessionId: string, { untilConfirmed = false } = {}) {
  return useQuery({
    ...paymentQuery(sessionId),
    enabled: !!sessionId,
    refetchInterval: (query) => (untilConfirmed && query.state.data?.status === 'pending' ? 1_500 : false),
  });
}
