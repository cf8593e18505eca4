import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { errorCopy } from '../../shared/copy/errors';
import { leadEmailLinkInvalid } from '../../shared/schemas/leads';
import { screens } from '../../shared/screens';
import { toast } from '../components/ui/toast-store';
import { authUserKey } from '../api/auth-user';
import { userLeadsKey } from '../api/user-leads';

/** Where the verification e-mail's link lands (the server builds the same one, src/server/auth/account-mail.ts). */
export const emailVerifiedLandingPath = `${screens.dashboard}?verificado=1`;

/** What each confirmation link's landing says when it failed, and which data it refreshes when it worked. */
const landings = {
  account: { failure: { title: 'No se pudo confirmar tu email', text: errorCopy.verificationLinkInvalid }, refresh: authUserKey },
  // The link sent to a lead's own e-mail when it is not the account's (docs/decisions/0124-lead-email-confirmed.md).
  leadEmail: { failure: { title: 'No se pudo confirmar el email', text: leadEmailLinkInvalid }, refresh: userLeadsKey },
} as const;

/** On a confirmation link's landing: says whether it worked, then drops the query so a reload does not repeat it. */
export function useEmailVerifiedToast() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const landing = params.get('verificado') === '1' ? landings.account : params.get('correo-confirmado') === '1' ? landings.leadEmail : null;
  const failed = params.has('error');

  useEffect(() => {
    if (!landing) return;
    if (failed) toast({ title: landing.failure.title, description: landing.failure.text, variant: 'destructive', durationMs: 10_000 });
    else
      toast({
        title: 'Email confirmado',
        description: 'Las instituciones ya pueden ver tu solicitud de contacto.',
        variant: 'success',
        durationMs: 10_000,
      });
    void queryClient.invalidateQueries({ queryKey: landing.refresh });
    navigate(screens.dashboard, { replace: true });
  }, [landing, failed, navigate, queryClient]);
}
