// better-auth's e-mail sign-in and sign-up, and the external provider's sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { SignInInput, SignUpInput } from '../../../../shared/schemas/auth';
import { authUserKey } from '../../../api/auth-user';
import { postJson } from '../../../lib/api';

/** better-auth's answer when the password was right but a code must come next (no session yet, only a challenge cookie). */
export interface SignInAnswer {
  twoFactorRedirect?: boolean;
  /** Buyers may trust this browser for 30 days; staff and operators never. */
  trustDeviceOffered?: boolean;
}

/** A session started (or a code step): the signed-in user is read again, and the screen moves on from there. */
function useStartSession<T>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: T) => postJson<SignInAnswer>(url, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserKey }),
  });
}

export const useSignIn = () => useStartSession<SignInInput>(apiPaths.auth.signInEmail);

export const useSignUp = () => useStartSession<SignUpInput>(apiPaths.auth.signUpEmail);

/** The provider's sign-in page, which comes back to `returnTo`. */
export const useExternalSignIn = (returnTo: string) =>
  useMutation({
    mutationFn: () => postJson<{ url: string }>(apiPaths.auth.signInOAuth, { providerId: 'oidc', callbackURL: returnTo }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
