// docs/product/data.md "Stats" of the buyer's own calculations: the dashboard shows them, a saved calculation refreshes them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { CalculatorStats } from '../../shared/schemas/calculator';
import { getJson } from '../lib/api';

export const calculatorStatsKey = [apiPaths.calculatorStats] as const;

export const calculatorStatsQuery = () =>
  queryOptions({
    queryKey: calculatorStatsKey,
    queryFn: () => getJson<CalculatorStats>(apiPaths.calculatorStats),
  });

export const useCalculatorStats = () => useQuery(calculatorStatsQuery());
