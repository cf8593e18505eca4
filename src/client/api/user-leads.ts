import { useQuery } from '@tanstack/react-query';
import type { UserLead } from '../../shared/schemas/leads';

export const userLeadsKey = ['/api/user/leads'] as const;

/** The signed-in buyer's leads (one at most: submitting again updates it). */
export function useUserLeads() {
  return useQuery<UserLead[]>({ queryKey: userLeadsKey });
}
