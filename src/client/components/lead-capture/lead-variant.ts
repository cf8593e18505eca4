import { useQuery } from '@tanstack/react-query';
import type { LeadVariant } from '../../../shared/domain/lead-variant';

export const leadVariantKey = ['/api/user/lead-variant'] as const;

/**
 * The buyer's sticky variant (DECISIONS 14). If it cannot be read we show blue; the payload then says blue too,
 * so what is recorded is always what was shown.
 */
export function useLeadVariant(): LeadVariant | undefined {
  const query = useQuery<{ variant: LeadVariant }>({ queryKey: leadVariantKey });
  if (query.isError) return 'blue';
  return query.data?.variant;
}

/** SPEC §4: blue uses the brand-blue button, green the green one. */
export const variantButton = { blue: 'primary', green: 'success' } as const satisfies Record<LeadVariant, 'primary' | 'success'>;
