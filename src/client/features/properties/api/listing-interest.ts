// POST /api/properties/{id}/interest: the buyer's "Me interesa", a consent to that institution (docs/product/listings.md#me-interesa).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ListingInterestResult } from '../../../../shared/schemas/listings';
import { postJson } from '../../../lib/api';
import { propertyKey } from './property';

export function useAskAboutListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postJson<ListingInterestResult>(apiPaths.propertyInterest(id), { message }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: propertyKey(id) }),
        // The buyer's conversations are keyed by their path (features/messages); the new one shows at once.
        queryClient.invalidateQueries({ queryKey: [apiPaths.conversations] }),
      ]);
    },
  });
}
