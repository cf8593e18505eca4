import { useQuery } from '@tanstack/react-query';
import type { RecentEligibility } from '../../shared/schemas/eligibility';

export const recentEligibilityKey = ['/api/eligibility/recent'] as const;

/** The buyer's latest eligibility checks, newest first (the dashboard's recent activity). */
export function useRecentEligibility() {
  return useQuery<RecentEligibility[]>({ queryKey: recentEligibilityKey });
}
