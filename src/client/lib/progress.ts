import { useQuery } from '@tanstack/react-query';
import type { PublicInstitution } from '../../shared/schemas/institutions';
import type { Progress } from '../../shared/schemas/progress';

export const progressKey = ['/api/progress'] as const;
export const institutionsKey = ['/api/institutions'] as const;

/** The signed-in buyer's journey flags and plan (SPEC §3 "Progress"). Invalidate `progressKey` after any step. */
export function useProgress() {
  return useQuery<Progress>({ queryKey: progressKey });
}

/** The institutions a buyer can contact (calculator flow, message generator). */
export function useInstitutions() {
  return useQuery<PublicInstitution[]>({ queryKey: institutionsKey });
}
