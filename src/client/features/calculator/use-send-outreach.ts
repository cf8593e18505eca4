import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankOutreachInput, BankOutreachResult } from '../../../shared/schemas/bank-outreach';
import { postJson } from '../../lib/api';
import { bankContactKey } from '../../lib/bank-contact';
import { progressKey } from '../../lib/progress';

/**
 * POST /api/bank-outreach, then POST /api/progress { preQualificationCompleted: true } (SPEC §7). The letters are
 * already sent when the second call runs, so its failure is only logged.
 */
export function useSendOutreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BankOutreachInput) => {
      const result = await postJson<BankOutreachResult>('/api/bank-outreach', input);
      await postJson('/api/progress', { preQualificationCompleted: true }).catch((error: unknown) =>
        console.warn('No se pudo marcar la precualificación como completada', error),
      );
      return result;
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: progressKey }), queryClient.invalidateQueries({ queryKey: bankContactKey })]),
  });
}
