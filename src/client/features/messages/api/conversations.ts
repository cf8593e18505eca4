// The one messages screen has two data sources: the buyer's conversations and an institution's. Every call of the
// list, the thread and the composer takes the source; everything else is shared.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { Conversation } from '../../../../shared/schemas/messages';
import { getJson } from '../../../lib/api';
import { useLiveRefetchInterval } from '../../../lib/live-refetch';

export interface MessagesSource {
  side: 'buyer' | 'institution';
  base: typeof apiPaths.conversations | typeof apiPaths.institutionConversations;
}

export const buyerSource: MessagesSource = { side: 'buyer', base: apiPaths.conversations };
export const institutionSource: MessagesSource = { side: 'institution', base: apiPaths.institutionConversations };

/** A side's conversation list. Its threads are keyed apart (`threadKey`), so refreshing the list leaves them be. */
export const conversationsKey = (source: MessagesSource) => [source.base] as const;
export const buyerConversationsKey = conversationsKey(buyerSource);
export const institutionConversationsKey = conversationsKey(institutionSource);

export const conversationsQuery = (source: MessagesSource) =>
  queryOptions({ queryKey: conversationsKey(source), queryFn: () => getJson<Conversation[]>(source.base) });

export function useConversations(source: MessagesSource) {
  const refetchInterval = useLiveRefetchInterval();
  return useQuery({ ...conversationsQuery(source), refetchInterval });
}
