import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { BankContactChange, BankContactItem } from '../../../../shared/schemas/bank-contact';
import { sendJson } from '../../../lib/api';
import { bankContactKey } from '../../../api/bank-contacts';

/** PATCH /api/bank-contact-progress/{id} with one step; the server sets its time. */
export function useUpdateBankProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: BankContactChange }) =>
      sendJson<BankContactItem>('PATCH', apiPaths.bankContactStep(id), change),
    onSuccess: (updated) =>
      queryClient.setQueryData<BankContactItem[]>(bankContactKey, (items) =>
        items?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
