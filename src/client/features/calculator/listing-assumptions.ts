// The calculator at one listing (/calculator?vivienda=<id>, linked from the listing's page): the whole cost at its
// price, municipality and flood zone, with its CRIM bill when it carries one (docs/product/programme.md#property-tax).
import { useSearchParams } from 'wouter';
import type { CostAssumptionsInput } from '../../../shared/domain/home-cost';
import { listingCostAssumptions } from '../../../shared/domain/property-filter';
import { useListing } from './api/listing';

export const listingParam = 'vivienda';

export interface ListingAssumptions {
  id: string;
  title: string;
  assumptions: CostAssumptionsInput;
}

/** The listing named in the address and its figures as assumptions; null without one, while it loads, or when it is gone. */
export function useListingAssumptions(): ListingAssumptions | null {
  const [params] = useSearchParams();
  const id = params.get(listingParam) ?? '';
  const listing = useListing(id);
  if (!id || !listing.data) return null;
  return { id, title: listing.data.title, assumptions: listingCostAssumptions(listing.data) };
}
