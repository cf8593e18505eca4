// The signed-in staff login's unread notices (a buyer withdrew consent: docs/product/buyer-control.md#revoking-consent).
// Live events refresh them by this key's path when a revocation arrives.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { BuyerNotice } from '../../../../shared/schemas/leads';
import { apiRequest, getJson } from '../../../lib/api';

export const institutionNoticesKey = [apiPaths.institutionNotices] as const;

export const institutionNoticesQuery = () =>
  queryOptions({ queryKey: institutionNoticesKey, queryFn: () => getJson<BuyerNotice[]>(apiPaths.institutionNotices) });

export const useInstitutionNotices = () => useQuery(institutionNoticesQuery());

export function useMarkInstitutionNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', apiPaths.institutionNoticesRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionNoticesKey }),
  });
}
