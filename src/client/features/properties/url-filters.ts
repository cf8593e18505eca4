// docs/product/screens.md#properties: the buyer's filters live in the address (so a filtered view can be shared and
// survives a reload) and go to GET /api/properties as they are. Pure, so the parsing is tested on its own.
import { priceSlider } from '../../../shared/domain/property-filter';
import { propertyTypes, type PropertyType } from '../../../shared/choices';
import { isMunicipality } from '../../../shared/municipalities';
import { propertySorts, type PropertySort } from '../../../shared/schemas/listings';
import { queryString } from '../../lib/query-string';

export const allMunicipalities = 'all';
/** "Cualquiera", then at least 1 to 4 bedrooms. */
export const bedroomChoices = [1, 2, 3, 4] as const;

export interface BrowseFilters {
  /** Dollars; the slider's ends mean "no bound" (a listing above $330,000 is still found with the full range). */
  priceRange: readonly [number, number];
  /** A municipality name, or `allMunicipalities`. */
  municipality: string;
  /** No type ticked means every type. */
  types: readonly PropertyType[];
  /** At least this many bedrooms, or null for any. */
  bedrooms: number | null;
  /** Only what fits the buyer's total budget; sent only while the buyer has one. */
  fits: boolean;
  sort: PropertySort;
}

export const defaultBrowseFilters: BrowseFilters = {
  priceRange: [priceSlider.min, priceSlider.max],
  municipality: allMunicipalities,
  types: [],
  bedrooms: null,
  fits: false,
  sort: 'newest',
};

const onSlider = (text: string | null): number | null => {
  if (text === null || !/^\d{1,8}$/.test(text)) return null;
  return Math.min(priceSlider.max, Math.max(priceSlider.min, Number(text)));
};

/** What the address says; anything unknown or malformed falls back to its default instead of failing the screen. */
export function filtersFromParams(params: URLSearchParams): BrowseFilters {
  const min = onSlider(params.get('minPrice')) ?? priceSlider.min;
  const max = onSlider(params.get('maxPrice')) ?? priceSlider.max;
  const municipality = params.get('municipio');
  const types = (params.get('type') ?? '')
    .split(',')
    .filter((type): type is PropertyType => (propertyTypes as readonly string[]).includes(type));
  const bedrooms = Number(params.get('bedrooms'));
  const sort = params.get('sort');
  return {
    priceRange: min <= max ? [min, max] : [max, min],
    municipality: municipality && isMunicipality(municipality) ? municipality : allMunicipalities,
    types: [...new Set(types)],
    bedrooms: (bedroomChoices as readonly number[]).includes(bedrooms) ? bedrooms : null,
    fits: params.get('fits') === '1',
    sort: (propertySorts as readonly string[]).includes(sort ?? '') ? (sort as PropertySort) : 'newest',
  };
}

/** The filters as query values, defaults left out (the address of the unfiltered list is plain `/properties`). */
export function filterValues(filters: BrowseFilters): Record<string, string | undefined> {
  const [min, max] = filters.priceRange;
  return {
    minPrice: min > priceSlider.min ? String(min) : undefined,
    maxPrice: max < priceSlider.max ? String(max) : undefined,
    municipio: filters.municipality === allMunicipalities ? undefined : filters.municipality,
    type: filters.types.length > 0 ? propertyTypes.filter((type) => filters.types.includes(type)).join(',') : undefined,
    bedrooms: filters.bedrooms === null ? undefined : String(filters.bedrooms),
    fits: filters.fits ? '1' : undefined,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
  };
}

/** The address's query for these filters ('' when none is set). */
export const filtersQuery = (filters: BrowseFilters) => queryString(filterValues(filters));

/** GET /api/properties's query: `fits` only while the buyer has a budget to fit. */
export function propertiesApiQuery(filters: BrowseFilters, hasBudget: boolean, cursor?: string | null): string {
  return queryString({ ...filterValues({ ...filters, fits: filters.fits && hasBudget }), cursor: cursor ?? undefined });
}
