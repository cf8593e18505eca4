// The staff login: on success the signed-in user is read again and the dashboard opens with the institution's name.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiPaths } from '../../../../shared/api-paths';
import type { InstitutionLoginInput } from '../../../../shared/schemas/auth';
import { screens } from '../../../../shared/screens';
import { authUserKey } from '../../../api/auth-user';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, postJson } from '../../../lib/api';

export function useInstitutionLogin() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstitutionLoginInput) => postJson<{ institution: { id: string; name: string } }>(apiPaths.institutionLogin, input),
    onSuccess: async ({ institution }) => {
      toast({ title: 'Bienvenido', description: 'Has iniciado sesión correctamente', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: authUserKey });
      // Display only (docs/product/roles.md#identity-comes-from-the-session): the dashboard always shows the session's institution.
      navigate(`${screens.leadsDashboard}?institution=${encodeURIComponent(institution.name)}`);
    },
    onError: (error) =>
      toast({ title: 'Error de acceso', description: errorMessage(error, 'Error al iniciar sesión'), variant: 'destructive' }),
  });
}
