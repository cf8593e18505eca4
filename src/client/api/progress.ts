// The signed-in buyer's journey flags and plan: read by most buyer screens, so it lives outside any one feature.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { Progress } from '../../shared/schemas/progress';
import { getJson } from '../lib/api';

/** Invalidate after any step the buyer completes. */
export const progressKey = [apiPaths.progress] as const;

export const progressQuery = () => queryOptions({ queryKey: progressKey, queryFn: () => getJson<Progress>(apiPaths.progress) });

export const useProgress = () => useQuery(progressQuery());
