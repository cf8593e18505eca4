import { QueryClient } from '@tanstack/react-query';

// docs/product/api.md: no refetch interval, no refetch on focus, never stale, no retries. There is no default queryFn: every
// query names its own in its call module (features/<x>/api/ or api/).
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
