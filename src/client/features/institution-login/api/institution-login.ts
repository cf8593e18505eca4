// The staff login: on success the signed-in user is read again and the dashboard opens with the institution's name;
// a login with a second factor passes the code step first.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiPaths } from '../../../../shared/api-paths';
import type { z } from 'zod';
import type { InstitutionLoginInput, institutionLoginResponseSchema } from '../../../../shared/schemas/auth';
import { screens } from '../../../../shared/screens';
import { authUserKey } from '../../../api/auth-user';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, postJson } from '../../../lib/api';

type Answer = z.infer<typeof institutionLoginResponseSchema>;

/** The signed-in officer's welcome and portal (after the code step, when the login has a second factor). */
export function useEnterPortal() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return async (institution: Answer['institution'], { welcome = true } = {}) => {
    if (welcome) toast({ title: 'Bienvenido', description: 'Has iniciado sesión correctamente', variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: authUserKey });
    // Display only (docs/product/roles.md#identity-comes-from-the-session): the dashboard always shows the session's institution.
    navigate(`${screens.leadsDashboard}?institution=${encodeURIComponent(institution.name)}`);
  };
}

/** The password step; with `twoFactorRequired` no session exists yet and the screen asks for the code. */
export function useInstitutionLogin() {
  const enterPortal = useEnterPortal();
  return useMutation({
    mutationFn: (input: InstitutionLoginInput) => postJson<Answer>(apiPaths.institutionLogin, input),
    onSuccess: async ({ institution, twoFactorRequired }) => {
      // Without a second factor yet, the portal sends the officer to enrol: no welcome until that is done.
      if (!twoFactorRequired) await enterPortal(institution, { welcome: false });
    },
    onError: (error) =>
      toast({ title: 'Error de acceso', description: errorMessage(error, 'Error al iniciar sesión'), variant: 'destructive' }),
  });
}
