// One institution in the console: its detail, and the calls that change it. Each answers with the whole detail,
// which replaces the cached one; the list is refreshed for its counts and states.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminInstitutionDetail, InstitutionContactInput, StaffLoginInput } from '../../../../shared/schemas/admin';
import { toast } from '../../../components/ui/toast-store';
import { getJson, postJson, sendJson } from '../../../lib/api';
import { institutionsKey } from './institutions';

export const institutionKey = (id: string) => [apiPaths.admin.institution(id)] as const;

export const institutionQuery = (id: string) =>
  queryOptions({ queryKey: institutionKey(id), queryFn: () => getJson<AdminInstitutionDetail>(apiPaths.admin.institution(id)) });

export const useInstitution = (id: string) => useQuery(institutionQuery(id));

/** After any change: the answer is the new detail. */
export async function showChangedInstitution(queryClient: QueryClient, next: AdminInstitutionDetail) {
  queryClient.setQueryData(institutionKey(next.id), next);
  await queryClient.invalidateQueries({ queryKey: institutionsKey });
}

export function useSetInstitutionActive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => sendJson<AdminInstitutionDetail>('PUT', apiPaths.admin.institutionActive(id), { active }),
    onSuccess: async (next) => {
      await showChangedInstitution(queryClient, next);
      toast({ title: next.active ? 'Institución reactivada' : 'Institución desactivada', description: next.name, variant: 'success' });
    },
  });
}

export function useSaveInstitutionContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InstitutionContactInput) => sendJson<AdminInstitutionDetail>('PATCH', apiPaths.admin.institution(id), values),
    onSuccess: async (next) => {
      await showChangedInstitution(queryClient, next);
      // Here and not in the form: saving re-keys the form, which then is a new one.
      toast({ title: 'Datos de contacto guardados', variant: 'success' });
    },
  });
}

export function useAddStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StaffLoginInput) => postJson<AdminInstitutionDetail>(apiPaths.admin.institutionStaff(id), values),
    onSuccess: async (next, values) => {
      await showChangedInstitution(queryClient, next);
      toast({ title: 'Acceso añadido', description: values.email, variant: 'success' });
    },
  });
}
