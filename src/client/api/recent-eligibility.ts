// The buyer's latest eligibility checks, newest first: the dashboard's recent activity, refreshed by a new check.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { RecentEligibility } from '../../shared/schemas/eligibility';
import { getJson } from '../lib/api';

export const recentEligibilityKey = [apiPaths.eligibilityRecent] as const;

export const recentEligibilityQuery = () =>
  queryOptions({
    queryKey: recentEligibilityKey,
    queryFn: () => getJson<RecentEligibility[]>(apiPaths.eligibilityRecent),
  });

export const useRecentEligibility = () => useQuery(recentEligibilityQuery());
