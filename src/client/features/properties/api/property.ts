// GET /api/properties/{id}: one published listing's page (docs/product/listings.md#browsing).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { PropertyDetail } from '../../../../shared/schemas/listings';
import { getJson, hasStatus } from '../../../lib/api';
import { propertiesKey } from './properties';

/** Under the list's key, so whatever refreshes the list refreshes the page too. */
export const propertyKey = (id: string) => [...propertiesKey, 'detail', id] as const;

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: propertyKey(id),
    queryFn: () => getJson<PropertyDetail>(apiPaths.property(id)),
    // A 404 is an answer ("no disponible"), not a hiccup worth retrying.
    retry: (failures, error) => !hasStatus(error, 404) && failures < 2,
  });

export const useProperty = (id: string) => useQuery(propertyQuery(id));
