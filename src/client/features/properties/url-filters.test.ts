import { describe, expect, it } from 'vitest';
import { defaultBrowseFilters, filtersFromParams, filtersQuery, propertiesApiQuery, type BrowseFilters } from './url-filters';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the buyer\u2019s filters in the address (docs/product/screens.md#properties)', () => {
  it('an empty address is the full list, newest first', () => {
    expect(parse('')).toEqual(defaultBrowseFilters);
    expect(filtersQuery(defaultBrowseFilters)).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: BrowseFilters = {
      priceRange: [100_000, 200_000],
      municipality: 'Mayagüez',
      types: ['casa', 'reparacion'],
      bedrooms: 3,
      fits: true,
      sort: 'price_asc',
    };
    const query = filtersQuery(filters);
    expect(query).toBe('?minPrice=100000&maxPrice=200000&municipio=Mayag%C3%BCez&type=casa%2Creparacion&bedrooms=3&fits=1&sort=price_asc');
    expect(parse(query.slice(1))).toEqual(filters);
  });

  it('the slider\u2019s ends are no bound at all, so a home above $330,000 is still listed', () => {
    expect(filtersQuery({ ...defaultBrowseFilters, priceRange: [50_000, 330_000] })).toBe('');
    expect(filtersQuery({ ...defaultBrowseFilters, priceRange: [55_000, 330_000] })).toBe('?minPrice=55000');
  });

  it('ignores what it does not know instead of failing the screen', () => {
    expect(parse('municipio=Atlantis&type=castillo,casa,casa&bedrooms=9&sort=random&fits=yes&minPrice=abc&maxPrice=-5')).toEqual({
      ...defaultBrowseFilters,
      types: ['casa'],
    });
    expect(parse('minPrice=10&maxPrice=999999').priceRange).toEqual([50_000, 330_000]);
    expect(parse('minPrice=200000&maxPrice=100000').priceRange).toEqual([100_000, 200_000]);
  });

  it('asks the server to fit the budget only while the buyer has one, and pages by cursor', () => {
    const fits = { ...defaultBrowseFilters, fits: true };
    expect(propertiesApiQuery(fits, true)).toBe('?fits=1');
    expect(propertiesApiQuery(fits, false)).toBe('');
    expect(propertiesApiQuery(defaultBrowseFilters, false, 'abc')).toBe('?cursor=abc');
  });
});
