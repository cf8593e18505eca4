// The signed-in buyer's leads (one at most: submitting again updates it); the lead-capture widget and the
// connection-requests screen read it, live events refresh it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { UserLead } from '../../shared/schemas/leads';
import { getJson } from '../lib/api';

export const userLeadsKey = [apiPaths.userLeads] as const;

export const userLeadsQuery = () => queryOptions({ queryKey: userLeadsKey, queryFn: () => getJson<UserLead[]>(apiPaths.userLeads) });

export const useUserLeads = () => useQuery(userLeadsQuery());
