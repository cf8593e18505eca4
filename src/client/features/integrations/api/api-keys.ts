// docs/product/lender-integrations.md#api-keys-and-the-versioned-api: the institution's API keys, and the calls that
// create (the key comes back this once) and revoke them. The query key is the API path; each change reads the list again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '../../../../shared/schemas/api-keys';
import { getJson, postJson, sendJson } from '../../../lib/api';

export const apiKeysKey = [apiPaths.apiKeys] as const;

export const useApiKeys = () => useQuery({ queryKey: apiKeysKey, queryFn: () => getJson<ApiKey[]>(apiPaths.apiKeys) });

function useRefreshApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysKey });
}

export function useCreateApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({ mutationFn: (input: CreateApiKey) => postJson<CreatedApiKey>(apiPaths.apiKeys, input), onSuccess: refresh });
}

export function useRevokeApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({ mutationFn: (id: string) => sendJson<ApiKey>('DELETE', apiPaths.apiKey(id)), onSuccess: refresh });
}
