import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Property } from '../../../../shared/schemas/properties';
import { getJson } from '../../../lib/api';

export const propertiesKey = [apiPaths.properties] as const;

export const propertiesQuery = () => queryOptions({ queryKey: propertiesKey, queryFn: () => getJson<Property[]>(apiPaths.properties) });

export const useProperties = () => useQuery(propertiesQuery());
