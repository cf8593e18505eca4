import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { BankOutreachInput, BankOutreachResult } from '../../../../shared/schemas/bank-outreach';
import { postJson } from '../../../lib/api';
import { bankContactKey } from '../../../api/bank-contacts';
import { progressKey } from '../../../api/progress';

/** POST /api/bank-outreach; the server marks the pre-qualification step with the letter (docs/decisions/0069). */
export function useSendOutreach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankOutreachInput) => postJson<BankOutreachResult>(apiPaths.bankOutreach, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: progressKey }), queryClient.invalidateQueries({ queryKey: bankContactKey })]),
  });
}
