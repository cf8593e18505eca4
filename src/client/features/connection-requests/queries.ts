import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BuyerNotice, ContactHolder, RespondToRequest, UserConnectionRequest } from '../../../shared/schemas/leads';
import { buyerNoticesKey } from '../../api/buyer-notices';
import { unreadCountKey } from '../../api/unread-count';
import { toast } from '../../components/ui/toast-store';
import { ApiError, apiRequest, postJson } from '../../lib/api';

export const connectionRequestsKey = ['/api/user/connection-requests'] as const;
export const contactHoldersKey = ['/api/user/contact-holders'] as const;

/** SPEC §7: fetched only when the buyer has a lead (no lead, no request can exist). */
export function useConnectionRequests(hasLead: boolean) {
  return useQuery<UserConnectionRequest[]>({ queryKey: connectionRequestsKey, enabled: hasLead });
}

/** DECISIONS 3: the institutions that hold the buyer's contact details right now. */
export function useContactHolders() {
  return useQuery<ContactHolder[]>({ queryKey: contactHoldersKey });
}

/**
 * Visiting the requests screen reads its notices, so the banner elsewhere disappears. A notice the buyer had not
 * read means a request arrived after the list was cached (reads are never stale, SPEC §7): the list is read again.
 */
export function useMarkNoticesReadOnVisit() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unread = queryClient.getQueryData<BuyerNotice[]>(buyerNoticesKey)?.length ?? 0;
    if (unread > 0) void queryClient.invalidateQueries({ queryKey: connectionRequestsKey });
    void apiRequest('POST', '/api/user/notices/read').then(
      () => queryClient.invalidateQueries({ queryKey: buyerNoticesKey }),
      () => undefined, // Unread notices are a convenience; failing to clear them must not disturb the screen.
    );
  }, [queryClient]);
}

/** POST /api/connection-requests/{id}/respond with SPEC §8's toasts; then requests, notices and unread count refresh. */
export function useRespondToRequest() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([connectionRequestsKey, buyerNoticesKey, unreadCountKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: ({ requestId, ...body }: RespondToRequest & { requestId: string }) =>
      postJson<{ id: string; requestStatus: 'accepted' | 'declined' }>(`/api/connection-requests/${encodeURIComponent(requestId)}/respond`, body),
    onSuccess: async () => {
      toast({ title: 'Respuesta enviada', description: 'La institución ha sido notificada de tu decisión', variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Error', description: 'No se pudo enviar tu respuesta', variant: 'destructive' });
      // Already answered (for example in another tab): show the request where it now belongs.
      if (error instanceof ApiError && error.status === 409) await refresh();
    },
  });
}
