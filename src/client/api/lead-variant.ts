// The buyer's sticky lead-capture variant (docs/product/screens.md#the-buyer-asks-to-be-contacted), read by the lead-capture widget.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { LeadVariant } from '../../shared/domain/lead-variant';
import { getJson } from '../lib/api';

export const leadVariantKey = [apiPaths.userLeadVariant] as const;

export const leadVariantQuery = () =>
  queryOptions({
    queryKey: leadVariantKey,
    queryFn: () => getJson<{ variant: LeadVariant }>(apiPaths.userLeadVariant),
  });

/** If the variant cannot be read we show blue; the payload then says blue too, so what is recorded is always what was shown. */
export function useLeadVariant(): LeadVariant | undefined {
  const query = useQuery(leadVariantQuery());
  if (query.isError) return 'blue';
  return query.data?.variant;
}
