// The dashboard's four counts and total, for the filtered set.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { BankLeadSummary } from '../../../../shared/schemas/bank-leads';
import { bankLeadsKey } from '../../../api/bank-leads';
import { getJson } from '../../../lib/api';
import { filtersQuery, type FilterForm } from '../filters-query';

export const leadSummaryKey = (filters: FilterForm) => [...bankLeadsKey, 'summary', filters] as const;

export const leadSummaryQuery = (filters: FilterForm) =>
  queryOptions({
    queryKey: leadSummaryKey(filters),
    queryFn: () => getJson<BankLeadSummary>(`${apiPaths.bankLeadsSummary}${filtersQuery(filters)}`),
  });

export const useLeadSummary = (filters: FilterForm) => useQuery(leadSummaryQuery(filters));
