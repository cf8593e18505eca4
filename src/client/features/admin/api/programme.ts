// The console's programme: the version in force and every version; publishing answers with both again
// (docs/product/programme.md#programme-parameters-as-data).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminProgramme, PublishProgramme } from '../../../../shared/programme';
import { getJson, sendJson } from '../../../lib/api';
import { programmeKey } from '../../../api/programme';

export const adminProgrammeKey = [apiPaths.admin.programme] as const;

export const adminProgrammeQuery = () =>
  queryOptions({ queryKey: adminProgrammeKey, queryFn: () => getJson<AdminProgramme>(apiPaths.admin.programme) });

export const useAdminProgramme = () => useQuery(adminProgrammeQuery());

/** Every screen reads its figures from the version in force, so that is read again too. */
export function usePublishProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: PublishProgramme) => sendJson<AdminProgramme>('PUT', apiPaths.admin.programme, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminProgrammeKey, saved);
      void queryClient.invalidateQueries({ queryKey: programmeKey });
    },
  });
}
