import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { postJson } from '../../../lib/api';
import { currentSessionKey, sessionsKey } from './sessions';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

/** The server holds staff to their stronger rule and answers in Spanish; ending the other sessions renews this one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => postJson<unknown>(apiPaths.auth.changePassword, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
        queryClient.invalidateQueries({ queryKey: currentSessionKey }),
      ]),
  });
}
