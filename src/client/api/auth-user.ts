import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/auth';
import { getJson } from '../lib/api';

export const authUserKey = ['/api/auth/user'] as const;

/** SPEC §4: authenticated when the current-user call returns a user; never retried. */
export function useAuth() {
  const query = useQuery({
    queryKey: authUserKey,
    queryFn: () => getJson<CurrentUser>(authUserKey[0], { on401: 'returnNull' }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export const displayName = (user: CurrentUser | null) => user?.firstName || user?.name || 'Usuario';
