// Sending a message: the thread and the list refresh; a conversation closed meanwhile by the other side shows closed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { messagesCopy } from '../../../../shared/copy/messages';
import type { Message } from '../../../../shared/schemas/messages';
import { toast } from '../../../components/ui/toast-store';
import { hasStatus, postJson } from '../../../lib/api';
import { conversationsKey, type MessagesSource } from './conversations';
import { threadKey } from './thread';

export function useSendMessage(source: MessagesSource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => postJson<Message>(apiPaths.conversationMessages(source.base, id), { content }),
    onSuccess: async () => {
      toast({ title: messagesCopy.sentTitle, description: messagesCopy.sentBody, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(source, id) }),
        queryClient.invalidateQueries({ queryKey: conversationsKey(source) }),
      ]);
    },
    onError: async (error) => {
      toast({ title: messagesCopy.sendErrorTitle, description: messagesCopy.sendErrorBody, variant: 'destructive' });
      if (hasStatus(error, 409)) await queryClient.invalidateQueries({ queryKey: conversationsKey(source) });
    },
  });
}
