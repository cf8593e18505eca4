// The institutions a buyer can contact: the calculator's outreach and the documents' message generator both list them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { PublicInstitution } from '../../shared/schemas/institutions';
import { getJson } from '../lib/api';

export const institutionsKey = [apiPaths.institutions] as const;

export const institutionsQuery = () =>
  queryOptions({
    queryKey: institutionsKey,
    queryFn: () => getJson<PublicInstitution[]>(apiPaths.institutions),
  });

export const useInstitutions = () => useQuery(institutionsQuery());
