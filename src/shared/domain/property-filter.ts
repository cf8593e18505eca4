// docs/product/screens.md and validation.md property filters and the "fits your budget" badge. Pure, shared by the screen and its tests.
import type { PropertyType } from '../choices';

/** docs/product/validation.md and constants.md: the price slider runs 50,000–330,000 in 5,000 steps; page keys move 10 steps, arrows 1. */
export const priceSlider = { min: 50_000, max: 330_000, step: 5_000, pageSteps: 10 } as const;

export const allMunicipalities = 'all';

export interface PropertyFilters {
  /** Inclusive price range in dollars. */
  priceRange: readonly [number, number];
  /** A municipality name, or `allMunicipalities`. */
  municipality: string;
  /** No type ticked means every type. */
  types: readonly PropertyType[];
}

export const defaultFilters: PropertyFilters = {
  priceRange: [priceSlider.min, priceSlider.max],
  municipality: allMunicipalities,
  types: [],
};

interface Filterable {
  priceCents: number;
  municipality: string;
  type: PropertyType;
}

export function filterProperties<T extends Filterable>(properties: readonly T[], filters: PropertyFilters): T[] {
  const [minDollars, maxDollars] = filters.priceRange;
  return properties.filter(
    (property) =>
      property.priceCents >= minDollars * 100 &&
      property.priceCents <= maxDollars * 100 &&
      (filters.municipality === allMunicipalities || property.municipality === filters.municipality) &&
      (filters.types.length === 0 || filters.types.includes(property.type)),
  );
}

/** The municipalities that have listings, in Spanish order, for the select. */
export function listedMunicipalities(properties: readonly Filterable[]): string[] {
  return [...new Set(properties.map((property) => property.municipality))].sort((a, b) => a.localeCompare(b, 'es'));
}

/** A property fits when its price is at most the calculator's total budget (dollars). */
export const fitsBudget = (priceCents: number, totalBudgetDollars: number) => priceCents <= Math.round(totalBudgetDollars * 100);
