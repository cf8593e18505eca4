// The console's programmes: each one's version in force and every version; publishing a version of either answers
// with both again (docs/product/programme.md#programme-parameters-as-data).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminProgrammes, ProgrammeKind, PublishAssistance, PublishProgramme } from '../../../../shared/programme';
import { getJson, sendJson } from '../../../lib/api';
import { programmeKey, programmesKey } from '../../../api/programme';

export const adminProgrammesKey = [apiPaths.admin.programmes] as const;

export const adminProgrammesQuery = () =>
  queryOptions({ queryKey: adminProgrammesKey, queryFn: () => getJson<AdminProgrammes>(apiPaths.admin.programmes) });

export const useAdminProgrammes = () => useQuery(adminProgrammesQuery());

/** Every screen reads its figures from the versions in force, so those are read again too. */
export function usePublishProgramme(kind: ProgrammeKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: PublishProgramme | PublishAssistance) => sendJson<AdminProgrammes>('PUT', apiPaths.admin.programmeOf(kind), next),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminProgrammesKey, saved);
      void queryClient.invalidateQueries({ queryKey: programmeKey });
      void queryClient.invalidateQueries({ queryKey: programmesKey });
    },
  });
}
