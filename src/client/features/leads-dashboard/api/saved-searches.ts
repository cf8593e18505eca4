// docs/product/lender-integrations.md#saved-searches-and-digests: the institution's saved searches and the calls that
// save, change and delete one. The query key is the API path; every change reads the list again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { CreateSavedSearch, SavedSearch, UpdateSavedSearch } from '../../../../shared/schemas/saved-searches';
import { apiRequest, getJson, postJson, sendJson } from '../../../lib/api';

export const savedSearchesKey = [apiPaths.savedSearches] as const;

export const useSavedSearches = () =>
  useQuery({ queryKey: savedSearchesKey, queryFn: () => getJson<SavedSearch[]>(apiPaths.savedSearches) });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchesKey });
}

export function useSaveSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateSavedSearch) => postJson<SavedSearch>(apiPaths.savedSearches, input),
    onSuccess: refresh,
  });
}

export function useUpdateSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...patch }: UpdateSavedSearch & { id: string }) => sendJson<SavedSearch>('PATCH', apiPaths.savedSearch(id), patch),
    onSettled: refresh,
  });
}

export function useDeleteSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', apiPaths.savedSearch(id));
    },
    onSuccess: refresh,
  });
}
