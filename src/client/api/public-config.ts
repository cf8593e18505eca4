// What the server lets every visitor know: support address, sign-in providers, prices, whether payments are tests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { PublicConfig } from '../../shared/schemas/public-config';
import { getJson } from '../lib/api';

export const publicConfigKey = [apiPaths.publicConfig] as const;

export const publicConfigQuery = () =>
  queryOptions({ queryKey: publicConfigKey, queryFn: () => getJson<PublicConfig>(apiPaths.publicConfig) });

export const usePublicConfig = () => useQuery(publicConfigQuery()).data;

/** Whether this deployment's checkouts are test payments (the server says so in its public configuration). */
export const useTestPayments = () => usePublicConfig()?.testPayments ?? false;
