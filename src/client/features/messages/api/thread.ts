// One conversation's messages, newest page first in the cache; `fetchNextPage` loads older ones.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Message, MessagesPage } from '../../../../shared/schemas/messages';
import { getJson } from '../../../lib/api';
import { useLiveRefetchInterval } from '../../../lib/live-refetch';
import { queryString } from '../../../lib/query-string';
import type { MessagesSource } from './conversations';

/** The thread's own path: live events find a conversation's thread by `/<id>/messages` in it. */
export const threadKey = (source: MessagesSource, id: string) => [apiPaths.conversationMessages(source.base, id)] as const;

export const threadQuery = (source: MessagesSource, id: string) =>
  infiniteQueryOptions({
    queryKey: threadKey(source, id),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      getJson<MessagesPage>(`${apiPaths.conversationMessages(source.base, id)}${queryString({ before: pageParam })}`),
    getNextPageParam: (last) => last.olderCursor ?? undefined,
  });

export function useThread(source: MessagesSource, id: string) {
  const refetchInterval = useLiveRefetchInterval();
  const query = useInfiniteQuery({ ...threadQuery(source, id), refetchInterval });
  const messages: Message[] = query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : [];
  return { ...query, messages };
}
