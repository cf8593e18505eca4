// The two data sources of the one messages screen: the buyer's /api/conversations and the institution's
// /api/institution/conversations. Everything else (list, thread, composer) is shared.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesCopy } from '../../../shared/copy/messages';
import type { Conversation, Message, MessagesPage } from '../../../shared/schemas/messages';
import { useLiveRefetchInterval } from '../../lib/live-refetch';
import { unreadCountKey } from '../../api/unread-count';
import { toast } from '../../components/ui/toast-store';
import { ApiError, getJson, postJson } from '../../lib/api';

export interface MessagesSource {
  side: 'buyer' | 'institution';
  base: '/api/conversations' | '/api/institution/conversations';
}

export const buyerSource: MessagesSource = { side: 'buyer', base: '/api/conversations' };
export const institutionSource: MessagesSource = { side: 'institution', base: '/api/institution/conversations' };

const threadKey = (source: MessagesSource, id: string) => [`${source.base}/${id}/messages`] as const;

export function useConversations(source: MessagesSource) {
  const refetchInterval = useLiveRefetchInterval();
  return useQuery<Conversation[]>({ queryKey: [source.base], refetchInterval });
}

/** Newest page first in the cache; `fetchNextPage` loads older messages. */
export function useThread(source: MessagesSource, id: string) {
  const refetchInterval = useLiveRefetchInterval();
  const query = useInfiniteQuery({
    queryKey: threadKey(source, id),
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      getJson<MessagesPage>(`${source.base}/${encodeURIComponent(id)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`) as Promise<MessagesPage>,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    refetchInterval,
  });
  const messages: Message[] = query.data ? [...query.data.pages].reverse().flatMap((page) => page.messages) : [];
  return { ...query, messages };
}

/** While a thread is on screen, whatever arrives in it counts as read. */
export function useMarkReadWhileOpen(source: MessagesSource, conversation: Conversation | undefined, newestId: string | undefined) {
  const queryClient = useQueryClient();
  const unread = conversation?.unreadCount ?? 0;
  const id = conversation?.id;
  useEffect(() => {
    if (!id || !newestId || unread === 0) return;
    void postJson<{ unreadCount: number }>(`${source.base}/${encodeURIComponent(id)}/read`, {}).then(
      ({ unreadCount }) => {
        queryClient.setQueryData(unreadCountKey, unreadCount);
        return queryClient.invalidateQueries({ queryKey: [source.base] });
      },
      () => undefined, // A read marker that fails to move only leaves a badge; the thread stays usable.
    );
  }, [id, newestId, unread, source.base, queryClient]);
}

export function useSendMessage(source: MessagesSource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postJson<Message>(`${source.base}/${encodeURIComponent(id)}/messages`, { content }),
    onSuccess: async () => {
      toast({ title: messagesCopy.sentTitle, description: messagesCopy.sentBody, variant: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: threadKey(source, id) }), queryClient.invalidateQueries({ queryKey: [source.base] })]);
    },
    onError: async (error) => {
      toast({ title: messagesCopy.sendErrorTitle, description: messagesCopy.sendErrorBody, variant: 'destructive' });
      // Closed meanwhile by the other side: show it closed.
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: [source.base] });
    },
  });
}

export function useCloseConversation(source: MessagesSource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<{ id: string; status: 'closed' }>(`${source.base}/${encodeURIComponent(id)}/close`, {}),
    onSuccess: async () => {
      toast({ title: 'Conversación cerrada', description: 'Ya no se pueden enviar mensajes en esta conversación.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [source.base] });
    },
    onError: () => toast({ title: 'Error', description: 'No se pudo cerrar la conversación. Inténtalo de nuevo.', variant: 'destructive' }),
  });
}
