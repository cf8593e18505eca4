import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { UserConnectionRequest } from '../../../../shared/schemas/leads';
import { getJson } from '../../../lib/api';

/** Live events refresh it when an institution sends a request. */
export const connectionRequestsKey = [apiPaths.userConnectionRequests] as const;

export const connectionRequestsQuery = () =>
  queryOptions({
    queryKey: connectionRequestsKey,
    queryFn: () => getJson<UserConnectionRequest[]>(apiPaths.userConnectionRequests),
  });

/** docs/product/api.md: fetched only when the buyer has a lead (no lead, no request can exist). */
export const useConnectionRequests = (hasLead: boolean) => useQuery({ ...connectionRequestsQuery(), enabled: hasLead });
