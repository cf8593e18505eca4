// The institution's steps on a lead: create the unpaid connection request, then pay it, then pay the unlock.
// Paying opens the provider's checkout: the browser leaves for it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { BankLead, CheckoutResponse } from '../../../../shared/schemas/bank-leads';
import { bankLeadsKey } from '../../../api/bank-leads';
import { postJson } from '../../../lib/api';

const goToCheckout = (checkout: CheckoutResponse) => window.location.assign(checkout.checkoutUrl);

export function useCreateConnectionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => postJson<{ id: string }>(apiPaths.createConnectionRequest, { leadId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankLeadsKey }),
  });
}

export function usePayRequest() {
  return useMutation({
    mutationFn: (lead: BankLead) =>
      lead.connectionRequestId
        ? postJson<CheckoutResponse>(apiPaths.payConnectionRequest(lead.connectionRequestId), {})
        : postJson<CheckoutResponse>(apiPaths.payRequest(lead.id), {}),
    onSuccess: goToCheckout,
  });
}

export function useUnlockContact() {
  return useMutation({
    mutationFn: (lead: BankLead) =>
      postJson<CheckoutResponse>(apiPaths.payUnlock(lead.id), { connectionRequestId: lead.connectionRequestId ?? undefined }),
    onSuccess: goToCheckout,
  });
}
