import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { RespondToRequest } from '../../../../shared/schemas/leads';
import { buyerNoticesKey } from '../../../api/buyer-notices';
import { unreadCountKey } from '../../../api/unread-count';
import { toast } from '../../../components/ui/toast-store';
import { hasStatus, postJson } from '../../../lib/api';
import { connectionRequestsKey } from './connection-requests';
import { contactHoldersKey } from './contact-holders';
import { leadControlsKey } from './lead-controls';

/**
 * The buyer accepts or declines a request, with docs/product/messages.md's toasts; then requests, notices, unread count,
 * the holders (an acceptance adds one) and the open-request count (docs/product/buyer-control.md) refresh.
 */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [connectionRequestsKey, buyerNoticesKey, unreadCountKey, contactHoldersKey, leadControlsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
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
