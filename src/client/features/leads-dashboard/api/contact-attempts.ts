// docs/product/buyer-control.md#record-of-contacts: a lead's contact attempts as this institution logged them, and logging one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { ContactAttempt, NewContactAttempt } from '../../../../shared/schemas/buyer-control';
import { getJson, postJson } from '../../../lib/api';

export const contactAttemptsKey = (leadId: string) => [apiPaths.contactAttempts(leadId)] as const;

export const contactAttemptsQuery = (leadId: string) =>
  queryOptions({ queryKey: contactAttemptsKey(leadId), queryFn: () => getJson<ContactAttempt[]>(apiPaths.contactAttempts(leadId)) });

/** Read when the log is opened, not for every unlocked row of the list. */
export const useContactAttempts = (leadId: string, enabled: boolean) => useQuery({ ...contactAttemptsQuery(leadId), enabled });

export function useLogContactAttempt(leadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: NewContactAttempt) => postJson<ContactAttempt>(apiPaths.contactAttempts(leadId), attempt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactAttemptsKey(leadId) }),
  });
}
