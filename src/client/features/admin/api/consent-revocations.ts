// The console's list of withdrawn consents, newest first, paged: the operator decides on refunds from it
// (docs/product/buyer-control.md#revoking-consent).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { RevocationPage } from '../../../../shared/schemas/consent-record';
import { getJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

export const revocationsKey = [apiPaths.admin.revocations] as const;

export const revocationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...revocationsKey, page],
    queryFn: () => getJson<RevocationPage>(`${apiPaths.admin.revocations}${queryString({ page })}`),
    placeholderData: keepPreviousData,
  });

export const useRevocations = (page: number) => useQuery(revocationsQuery(page));
