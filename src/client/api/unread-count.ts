import { useQuery } from '@tanstack/react-query';
import { getJson } from '../lib/api';
import { useLiveRefetchInterval } from '../lib/live-refetch';

export const unreadCountKey = ['/api/messages/unread-count'] as const;

/** SPEC §7: a number, 0 by default, fetched only when signed in. */
export function useUnreadCount(enabled: boolean): number {
  const refetchInterval = useLiveRefetchInterval();
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: async () => {
      const body = await getJson<number | { count: number }>(unreadCountKey[0]);
      return typeof body === 'number' ? body : (body?.count ?? 0);
    },
    enabled,
    refetchInterval,
  });
  return query.data ?? 0;
}

/** SPEC §2: "9+" on the avatar, "99+" in the menu. */
export const badgeText = (count: number, cap: 9 | 99) => (count > cap ? `${cap}+` : String(count));
