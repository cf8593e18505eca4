// The signed-in person's unread messages: the header's badge; live events set it and invalidate it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import { getJson } from '../lib/api';
import { useLiveRefetchInterval } from '../lib/live-refetch';

export const unreadCountKey = [apiPaths.unreadCount] as const;

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: async () => {
      const body = await getJson<number | { count: number }>(apiPaths.unreadCount);
      return typeof body === 'number' ? body : (body?.count ?? 0);
    },
  });

/** docs/product/api.md: a number, 0 by default, fetched only when signed in. */
export function useUnreadCount(enabled: boolean): number {
  const refetchInterval = useLiveRefetchInterval();
  return useQuery({ ...unreadCountQuery(), enabled, refetchInterval }).data ?? 0;
}

/** docs/product/screens.md: "9+" on the avatar, "99+" in the menu. */
export const badgeText = (count: number, cap: 9 | 99) => (count > cap ? `${cap}+` : String(count));
