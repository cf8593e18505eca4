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

/** On the verification link's landing: says whether it worked, then drops the query so a reload does not repeat it. */
export function useEmailVerifiedToast() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const landed = params.get('verificado') === '1';
  // The link sent to a lead's own e-mail when it is not the account's (docs/decisions/0124-lead-email-confirmed.md).
  const leadEmailLanded = params.get('correo-confirmado') === '1';
  const failed = params.has('error');

  useEffect(() => {
    if (!landed) return;
    if (failed)
      toast({
        title: 'No se pudo confirmar tu email',
        description: errorCopy.verificationLinkInvalid,
        variant: 'destructive',
        durationMs: 10_000,
      });
    else
      toast({
        title: 'Email confirmado',
        description: 'Las instituciones ya pueden ver tu solicitud de contacto.',
        variant: 'success',
        durationMs: 10_000,
      });
    void queryClient.invalidateQueries({ queryKey: authUserKey });
    navigate(screens.dashboard, { replace: true });
  }, [landed, failed, navigate, queryClient]);

  useEffect(() => {
    if (!leadEmailLanded) return;
    if (failed)
      toast({
        title: 'No se pudo confirmar el email',
        description: leadEmailLinkInvalid,
        variant: 'destructive',
        durationMs: 10_000,
      });
    else
      toast({
        title: 'Email confirmado',
        description: 'Las instituciones ya pueden ver tu solicitud de contacto.',
        variant: 'success',
        durationMs: 10_000,
      });
    void queryClient.invalidateQueries({ queryKey: userLeadsKey });
    navigate(screens.dashboard, { replace: true });
  }, [leadEmailLanded, failed, navigate, queryClient]);
}
