// While a thread is on screen, whatever arrives in it counts as read.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '../../../../shared/api-paths';
import type { Conversation } from '../../../../shared/schemas/messages';
import { unreadCountKey } from '../../../api/unread-count';
import { postJson } from '../../../lib/api';
import { conversationsKey, type MessagesSource } from './conversations';

export function useMarkReadWhileOpen(source: MessagesSource, conversation: Conversation | undefined, newestId: string | undefined) {
  const queryClient = useQueryClient();
  const unread = conversation?.unreadCount ?? 0;
  const id = conversation?.id;
  useEffect(() => {
    if (!id || !newestId || unread === 0) return;
    void postJson<{ unreadCount: number }>(apiPaths.conversationRead(source.base, id), {}).then(
      ({ unreadCount }) => {
        queryClient.setQueryData(unreadCountKey, unreadCount);
        return queryClient.invalidateQueries({ queryKey: conversationsKey(source) });
      },
      () => undefined, // A read marker that fails to move only leaves a badge; the thread stays usable.
    );
  }, [id, newestId, unread, source, queryClient]);
}
