// The dashboard's list of leads, a page at a time: the cursor of the next page comes in a response header.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { bankLeadsPageSize, nextCursorHeader, type BankLead } from '../../../../shared/schemas/bank-leads';
import { bankLeadsKey } from '../../../api/bank-leads';
import { apiRequest } from '../../../lib/api';
import { filtersQuery, type FilterForm } from '../filters-query';

export const leadsPagesKey = (filters: FilterForm) => [...bankLeadsKey, filters] as const;

export async function fetchLeadsPage(filters: FilterForm, cursor: string | null, limit = bankLeadsPageSize) {
  const response = await apiRequest('GET', `${apiPaths.bankLeads}${filtersQuery(filters, { limit: String(limit), cursor: cursor ?? '' })}`);
  return { leads: (await response.json()) as BankLead[], nextCursor: response.headers.get(nextCursorHeader) };
}

export const leadsPagesQuery = (filters: FilterForm) =>
  infiniteQueryOptions({
    queryKey: leadsPagesKey(filters),
    queryFn: ({ pageParam }) => fetchLeadsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useLeadsPages = (filters: FilterForm) => useInfiniteQuery(leadsPagesQuery(filters));
