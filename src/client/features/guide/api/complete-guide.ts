import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { progressKey } from '../../../api/progress';
import { apiRequest } from '../../../lib/api';

/** Marks the guide step done in the buyer's progress. */
export function useCompleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPaths.guideComplete),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey }),
  });
}
