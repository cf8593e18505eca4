// better-auth's active sessions of this account, and the one of this browser; each other one can be ended.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { getJson, postJson } from '../../../lib/api';

interface Session {
  id: string;
  token: string;
  userAgent?: string | null;
  createdAt: string;
  updatedAt: string;
}

export const sessionsKey = [apiPaths.auth.listSessions] as const;
/** This browser's session; a password change with "end the others" replaces it with a new one. */
export const currentSessionKey = [apiPaths.auth.session] as const;

export const sessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: () => getJson<Session[]>(apiPaths.auth.listSessions) });

export const currentSessionQuery = () =>
  queryOptions({ queryKey: currentSessionKey, queryFn: () => getJson<{ session: { id: string } } | null>(apiPaths.auth.session) });

export const useSessions = () => useQuery(sessionsQuery());

export const useCurrentSession = () => useQuery(currentSessionQuery());

function useSessionsChange<T = void>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}

export const useEndOtherSessions = () => useSessionsChange(() => postJson<unknown>(apiPaths.auth.revokeOtherSessions, {}));

export const useEndSession = () => useSessionsChange((token: string) => postJson<unknown>(apiPaths.auth.revokeSession, { token }));
