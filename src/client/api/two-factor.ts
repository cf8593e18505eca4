// The second factor's code step, shared by both sign-in screens and the enrolment screen (docs/product/two-factor.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import { postJson } from '../lib/api';
import { authUserKey } from './auth-user';

export interface SecondFactorCode {
  /** `totp`: the authenticator app's 6 digits; `recovery`: one of the ten single-use codes. */
  kind: 'totp' | 'recovery';
  code: string;
  /** Buyers only: skip the code on this browser for 30 days. */
  trustDevice?: boolean;
}

/**
 * Sends a code for the pending sign-in (its challenge cookie) or for the signed-in session; on success the session
 * passed the second factor, so the signed-in user is read again and the screen moves on from there.
 */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, code, trustDevice }: SecondFactorCode) =>
      postJson<unknown>(kind === 'totp' ? apiPaths.auth.twoFactor.verifyTotp : apiPaths.auth.twoFactor.verifyBackupCode, {
        code,
        ...(trustDevice ? { trustDevice: true } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserKey }),
  });
}
