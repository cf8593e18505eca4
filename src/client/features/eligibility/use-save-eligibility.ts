import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EligibilityInput, EligibilityRecord } from '../../../shared/schemas/eligibility';
import { postJson } from '../../lib/api';
import { recentEligibilityKey } from '../../lib/eligibility-history';
import { progressKey } from '../../api/progress';

/** POST /api/eligibility: the server stores its own outcome and marks the step done. */
export function useSaveEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EligibilityInput) => postJson<EligibilityRecord>('/api/eligibility', input),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: progressKey }), queryClient.invalidateQueries({ queryKey: recentEligibilityKey })]),
  });
}
