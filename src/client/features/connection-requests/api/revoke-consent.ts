import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { RevokeConsent } from '../../../../shared/schemas/buyer-control';
import { unreadCountKey } from '../../../api/unread-count';
import { toast } from '../../../components/ui/toast-store';
import { hasStatus, postJson } from '../../../lib/api';
import { connectionRequestsKey } from './connection-requests';
import { contactHoldersKey } from './contact-holders';

type Revocation = RevokeConsent & { requestId: string; institutionName: string };

/**
 * docs/product/buyer-control.md#revoking-consent: the institution loses the buyer's contact data and its conversation
 * closes, so the holders, the requests and every buyer conversation query (list and threads, keyed under the
 * conversations path) are read again.
 */
export function useRevokeConsent() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactHoldersKey }),
      queryClient.invalidateQueries({ queryKey: connectionRequestsKey }),
      queryClient.invalidateQueries({ queryKey: unreadCountKey }),
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(apiPaths.conversations) }),
    ]);
  return useMutation({
    mutationFn: ({ requestId, reason }: Revocation) =>
      postJson<{ id: string; revokedAt: string }>(apiPaths.revokeConsent(requestId), { reason }),
    onSuccess: async (_answer, { institutionName }) => {
      toast({
        title: 'Consentimiento retirado',
        description: `${institutionName} ya no puede ver tus datos de contacto.`,
        variant: 'success',
      });
      await refresh();
    },
    onError: async (error) => {
      // Already withdrawn (for example in another tab): show the holder as it now is.
      if (hasStatus(error, 409)) await refresh();
    },
  });
}
