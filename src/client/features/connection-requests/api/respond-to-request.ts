import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { RespondToRequest } from '../../../../shared/schemas/leads';
import { buyerNoticesKey } from '../../../api/buyer-notices';
import { unreadCountKey } from '../../../api/unread-count';
import { toast } from '../../../components/ui/toast-store';
import { hasStatus, postJson } from '../../../lib/api';
import { connectionRequestsKey } from './connection-requests';

/** The buyer accepts or declines a request, with docs/product/messages.md's toasts; then requests, notices and unread count refresh. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([connectionRequestsKey, buyerNoticesKey, unreadCountKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: ({ requestId, ...body }: RespondToRequest & { requestId: string }) =>
      postJson<{ id: string; requestStatus: 'accepted' | 'declined' }>(apiPaths.respondToRequest(requestId), body),
    onSuccess: async () => {
      toast({ title: 'Respuesta enviada', description: 'La institución ha sido notificada de tu decisión', variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Error', description: 'No se pudo enviar tu respuesta', variant: 'destructive' });
      // Already answered (for example in another tab): show the request where it now belongs.
      if (hasStatus(error, 409)) await refresh();
    },
  });
}
