// The console's prices: current, initial and the history of changes; saving answers with all three again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AdminPrices, Prices } from '../../../../shared/schemas/prices';
import { sendJson, getJson } from '../../../lib/api';
import { publicConfigKey } from '../../../api/public-config';

export const adminPricesKey = [apiPaths.admin.prices] as const;

export const adminPricesQuery = () =>
  queryOptions({ queryKey: adminPricesKey, queryFn: () => getJson<AdminPrices>(apiPaths.admin.prices) });

export const useAdminPrices = () => useQuery(adminPricesQuery());

/** Every screen that shows a price reads it from the public configuration, so that is read again too. */
export function useSavePrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Prices) => sendJson<AdminPrices>('PUT', apiPaths.admin.prices, next),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPricesKey, saved);
      void queryClient.invalidateQueries({ queryKey: publicConfigKey });
    },
  });
}
