// The signed-in person (or null): every guard, the header and most screens read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { CurrentUser } from '../../shared/schemas/auth';
import { getJson } from '../lib/api';

export const authUserKey = [apiPaths.auth.user] as const;

export const authUserQuery = () =>
  queryOptions({ queryKey: authUserKey, queryFn: () => getJson<CurrentUser>(apiPaths.auth.user, { on401: 'returnNull' }), retry: false });

/** docs/product/data.md: authenticated when the current-user call returns a user; never retried. */
export function useAuth() {
  const query = useQuery(authUserQuery());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export const displayName = (user: CurrentUser | null) => user?.firstName || user?.name || 'Usuario';

/**
 * Someone the server answers beyond "who am I": a buyer, or staff and operators whose session passed a second factor
 * (docs/product/two-factor.md). Layout queries and the live-events stream wait for it.
 */
export const mayReadData = (user: CurrentUser | null): boolean => user !== null && (user.role === 'buyer' || user.secondFactorPassed);
