// The console's institutions: the filtered, paged list, and creating one with its first staff login.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminInstitutionDetail, CreateInstitutionInput, InstitutionPage } from '../../../../shared/schemas/admin';
import { getJson, postJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

/** The list, for any filters. A single institution is keyed apart (`institutionKey`). */
export const institutionsKey = [apiPaths.admin.institutions] as const;

export type InstitutionFilters = {
  q: string;
  kind: string;
  active: string;
  page: number;
};

export const institutionsQuery = (filters: InstitutionFilters) =>
  queryOptions({
    queryKey: [...institutionsKey, filters],
    queryFn: () => getJson<InstitutionPage>(`${apiPaths.admin.institutions}${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useInstitutionsPage = (filters: InstitutionFilters) => useQuery(institutionsQuery(filters));

export function useCreateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateInstitutionInput) => postJson<AdminInstitutionDetail>(apiPaths.admin.institutions, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionsKey }),
  });
}
