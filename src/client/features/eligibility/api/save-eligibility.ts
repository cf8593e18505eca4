import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { EligibilityInput, EligibilityRecord } from '../../../../shared/schemas/eligibility';
import { postJson } from '../../../lib/api';
import { recentEligibilityKey } from '../../../api/recent-eligibility';
import { progressKey } from '../../../api/progress';

/** POST /api/eligibility: the server stores its own outcome and marks the step done. */
export function useSaveEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EligibilityInput) => postJson<EligibilityRecord>(apiPaths.eligibility, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKey }),
        queryClient.invalidateQueries({ queryKey: recentEligibilityKey }),
      ]),
  });
}
