// Sends the account's e-mail confirmation link again (the lead-capture widget offers it to unconfirmed buyers).
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import { postJson } from '../lib/api';
import { emailVerifiedLandingPath } from '../lib/email-verified-toast';

export const useResendVerificationEmail = () =>
  useMutation({
    mutationFn: (email: string) => postJson<unknown>(apiPaths.auth.sendVerificationEmail, { email, callbackURL: emailVerifiedLandingPath }),
  });
