// The account's second factor: a buyer turns it off, anyone with it on asks for ten new recovery codes; both with the
// password (docs/product/two-factor.md). Turning it on is the enrolment screen's (src/client/features/two-factor).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { authUserKey } from '../../../api/auth-user';
import { postJson } from '../../../lib/api';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => postJson<unknown>(apiPaths.auth.twoFactor.disable, { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserKey }),
  });
}

/** The old codes stop working; the new ones are shown once. */
export const useNewRecoveryCodes = () =>
  useMutation({
    mutationFn: (password: string) => postJson<{ backupCodes: string[] }>(apiPaths.auth.twoFactor.generateBackupCodes, { password }),
  });
