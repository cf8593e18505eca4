import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiPaths } from '../../../../shared/api-paths';
import type { BuyerNotice } from '../../../../shared/schemas/leads';
import { buyerNoticesKey } from '../../../api/buyer-notices';
import { apiRequest } from '../../../lib/api';
import { connectionRequestsKey } from './connection-requests';

/**
 * Visiting the requests screen reads its notices, so the banner elsewhere disappears. A notice the buyer had not
 * read means a request arrived after the list was cached (reads are never stale, docs/product/api.md): the list is read again.
 */
export function useMarkNoticesReadOnVisit() {
  const queryClient = useQueryClient();
  // Unread notices are a convenience; failing to clear them must not disturb the screen (the error is left unread).
  const { mutate: markRead } = useMutation({
    mutationFn: () => apiRequest('POST', apiPaths.userNoticesRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buyerNoticesKey }),
  });
  useEffect(() => {
    const unread = queryClient.getQueryData<BuyerNotice[]>(buyerNoticesKey)?.length ?? 0;
    if (unread > 0) void queryClient.invalidateQueries({ queryKey: connectionRequestsKey });
    markRead();
  }, [queryClient, markRead]);
}
