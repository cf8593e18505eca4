import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { screens } from '../../../../shared/screens';
import { postJson } from '../../../lib/api';

/** Sends the reset link; the answer is the same whether or not the e-mail has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => postJson<unknown>(apiPaths.auth.requestPasswordReset, { email, redirectTo: screens.resetPassword }),
  });

/** The new password for the token of the e-mail's link; the server checks every rule (the staff rule too). */
export const useResetPassword = () =>
  useMutation({ mutationFn: (reset: { newPassword: string; token: string }) => postJson<unknown>(apiPaths.auth.resetPassword, reset) });
