// The console's audit: every time a buyer's contact data was served to an institution, filtered and paged.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { AuditPage } from '../../../../shared/schemas/admin';
import { getJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

export const auditKey = [apiPaths.admin.audit] as const;

export type AuditFilters = {
  institutionId: string;
  leadId: string;
  endpoint: string;
  from: string;
  to: string;
  page: number;
};

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditKey, filters],
    queryFn: () => getJson<AuditPage>(`${apiPaths.admin.audit}${queryString(filters)}`),
    placeholderData: keepPreviousData,
  });

export const useAuditPage = (filters: AuditFilters) => useQuery(auditQuery(filters));
