import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getJson } from './api';

/** Default reads GET the first element of the query key (SPEC §7). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(String(queryKey[0])) as Promise<unknown>;

// SPEC §7: no refetch interval, no refetch on focus, never stale, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: defaultQueryFn, refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
