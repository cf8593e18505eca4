import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankContactChange, BankContactItem } from '../../../shared/schemas/bank-contact';
import { apiRequest } from '../../lib/api';
import { bankContactKey } from '../../lib/bank-contact';

/** PATCH /api/bank-contact-progress/{id} with one step; the server sets its time. */
export function useUpdateBankProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, change }: { id: string; change: BankContactChange }) =>
      (await (await apiRequest('PATCH', `/api/bank-contact-progress/${id}`, change)).json()) as BankContactItem,
    onSuccess: (updated) =>
      queryClient.setQueryData<BankContactItem[]>(bankContactKey, (items) => items?.map((item) => (item.id === updated.id ? updated : item))),
  });
}
