// The dashboard's list of leads, a page at a time: the cursor of the next page comes in a response header.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { nextCursorHeader, type BankLead } from '../../../../shared/schemas/bank-leads';
import { bankLeadsKey } from '../../../api/bank-leads';
import { apiRequest } from '../../../lib/api';
import { filtersQuery, type FilterForm } from '../filters-query';

const pageSize = 25;

export const leadsPagesKey = (filters: FilterForm) => [...bankLeadsKey, filters] as const;

export async function fetchLeadsPage(filters: FilterForm, cursor: string | null, limit = pageSize) {
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
