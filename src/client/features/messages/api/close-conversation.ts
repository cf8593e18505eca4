// Closing a conversation: neither side can write in it afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { toast } from '../../../components/ui/toast-store';
import { postJson } from '../../../lib/api';
import { conversationsKey, type MessagesSource } from './conversations';

export function useCloseConversation(source: MessagesSource, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<{ id: string; status: 'closed' }>(apiPaths.conversationClose(source.base, id), {}),
    onSuccess: async () => {
      toast({ title: 'Conversación cerrada', description: 'Ya no se pueden enviar mensajes en esta conversación.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: conversationsKey(source) });
    },
    onError: () => toast({ title: 'Error', description: 'No se pudo cerrar la conversación. Inténtalo de nuevo.', variant: 'destructive' }),
  });
}
