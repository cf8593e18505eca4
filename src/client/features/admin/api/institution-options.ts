// Every institution's id and name, for the console's filters (deactivated ones included).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { getJson } from '../../../lib/api';

export interface InstitutionOption {
  id: string;
  name: string;
  active: boolean;
}

export const institutionOptionsKey = [apiPaths.admin.institutionOptions] as const;

export const institutionOptionsQuery = () =>
  queryOptions({ queryKey: institutionOptionsKey, queryFn: () => getJson<InstitutionOption[]>(apiPaths.admin.institutionOptions) });

export const useInstitutionOptions = () => useQuery(institutionOptionsQuery());
