// GET /api/properties: published listings with the buyer's filters, a page at a time (docs/product/listings.md#browsing).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { PropertiesPage } from '../../../../shared/schemas/listings';
import { getJson } from '../../../lib/api';
import { propertiesApiQuery, type BrowseFilters } from '../url-filters';

export const propertiesKey = [apiPaths.properties] as const;

export const propertiesPagesQuery = (filters: BrowseFilters, hasBudget: boolean, enabled = true) =>
  infiniteQueryOptions({
    enabled,
    queryKey: [...propertiesKey, propertiesApiQuery(filters, hasBudget)] as const,
    queryFn: ({ pageParam }) => getJson<PropertiesPage>(`${apiPaths.properties}${propertiesApiQuery(filters, hasBudget, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A change of filter keeps the cards on screen until the new list arrives.
    placeholderData: keepPreviousData,
  });

/** `enabled` false until the buyer's progress is read: whether "fits" applies depends on it. */
export const usePropertiesPages = (filters: BrowseFilters, hasBudget: boolean, enabled: boolean) =>
  useInfiniteQuery(propertiesPagesQuery(filters, hasBudget, enabled));
