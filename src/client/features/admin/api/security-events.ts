// The console's security log: filtered, newest first, one keyset page at a time (the cursor comes from the last page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { SecurityEventPage } from '../../../../shared/schemas/security';
import { getJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

export const securityEventsKey = [apiPaths.admin.securityEvents] as const;

export type SecurityEventFilters = { type: string; from: string; to: string };

export const securityEventsQuery = (filters: SecurityEventFilters, cursor: string | null) =>
  queryOptions({
    queryKey: [...securityEventsKey, filters, cursor],
    queryFn: () =>
      getJson<SecurityEventPage>(`${apiPaths.admin.securityEvents}${queryString({ ...filters, cursor: cursor ?? undefined })}`),
    placeholderData: keepPreviousData,
  });

export const useSecurityEvents = (filters: SecurityEventFilters, cursor: string | null) => useQuery(securityEventsQuery(filters, cursor));

/** The CSV of the same filters (every row, not one page). */
export const securityEventsCsvUrl = (filters: SecurityEventFilters) => `${apiPaths.admin.securityEventsCsv}${queryString(filters)}`;
