// docs/product/lender-integrations.md#lead-returns: whether the buyer is asked to check their contact data (with
// their own data, to read it back), and "Mis datos son correctos".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ContactCheck } from '../../../../shared/schemas/lead-returns';
import { getJson, postJson } from '../../../lib/api';

export const contactCheckKey = [apiPaths.contactCheck] as const;

export const contactCheckQuery = () =>
  queryOptions({ queryKey: contactCheckKey, queryFn: () => getJson<ContactCheck>(apiPaths.contactCheck) });

export const useContactCheck = () => useQuery(contactCheckQuery());

export function useConfirmContactCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<ContactCheck>(apiPaths.contactCheck),
    onSuccess: (answer) => queryClient.setQueryData(contactCheckKey, answer),
  });
}
