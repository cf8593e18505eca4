// GET /api/calculator/amortization: the latest stored calculation's loan (docs/product/programme.md#amortization).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Amortization } from '../../../../shared/schemas/calculator';
import { getJson } from '../../../lib/api';
import { queryString } from '../../../lib/query-string';

/** Every schedule: a new calculation makes them all stale. */
export const amortizationKey = [apiPaths.amortization] as const;

/** `runId` only keys the cache (the server always answers the latest run): a new calculation is a new schedule. */
export const amortizationQuery = (runId: string, extra: number) =>
  queryOptions({
    queryKey: [...amortizationKey, runId, extra],
    queryFn: () => getJson<Amortization>(`${apiPaths.amortization}${queryString({ extra: extra || undefined })}`),
    // While a new extra payment loads, the chart and table keep the last schedule instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useAmortization = (runId: string, extra: number) => useQuery(amortizationQuery(runId, extra));

export const amortizationCsvHref = (extra: number) => `${apiPaths.amortizationCsv}${queryString({ extra: extra || undefined })}`;
