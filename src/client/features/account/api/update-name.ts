import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { authUserKey } from '../../../api/auth-user';
import { postJson } from '../../../lib/api';

/** The account's name: the greeting and the menu read it from the signed-in user. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => postJson<unknown>(apiPaths.auth.updateUser, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserKey }),
  });
}
