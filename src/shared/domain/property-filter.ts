// docs/product/screens.md and validation.md property filters, the "fits your budget" badge and filter, and each
// property's estimated monthly cost (docs/product/programme.md#properties-fit). Pure, shared by the screen and its tests.
import type { PropertyType } from '../choices';
import { isMunicipality } from '../municipalities';
import type { ProgrammeParameters } from '../programme';
import { homeCost, type MonthlyCost } from './home-cost';

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
  /** Only what fits the buyer's total budget; ignored while the buyer has none. */
  withinBudget: boolean;
}

export const defaultFilters: PropertyFilters = {
  priceRange: [priceSlider.min, priceSlider.max],
  municipality: allMunicipalities,
  types: [],
  withinBudget: false,
};

interface Filterable {
  priceCents: number;
  municipality: string;
  type: PropertyType;
}

/** `totalBudget`: the buyer's total budget in dollars, or null before any calculation. */
export function filterProperties<T extends Filterable>(
  properties: readonly T[],
  filters: PropertyFilters,
  totalBudget: number | null = null,
): T[] {
  const [minDollars, maxDollars] = filters.priceRange;
  return properties.filter(
    (property) =>
      property.priceCents >= minDollars * 100 &&
      property.priceCents <= maxDollars * 100 &&
      (filters.municipality === allMunicipalities || property.municipality === filters.municipality) &&
      (filters.types.length === 0 || filters.types.includes(property.type)) &&
      (!filters.withinBudget || totalBudget === null || fitsBudget(property.priceCents, totalBudget)),
  );
}

/** The municipalities that have listings, in Spanish order, for the select. */
export function listedMunicipalities(properties: readonly Filterable[]): string[] {
  return [...new Set(properties.map((property) => property.municipality))].sort((a, b) => a.localeCompare(b, 'es'));
}

/** A property fits when its price is at most the calculator's total budget (dollars). */
export const fitsBudget = (priceCents: number, totalBudgetDollars: number) => priceCents <= Math.round(totalBudgetDollars * 100);

/** How far the price is above the total budget, in whole dollars (rounded up: never says less than it is); 0 when it fits. */
export const amountOverBudget = (priceCents: number, totalBudgetDollars: number) =>
  Math.max(0, Math.ceil((priceCents - Math.round(totalBudgetDollars * 100)) / 100));

/** What the buyer's latest calculation says they can put toward a home, in dollars. */
export interface BuyerBudget {
  totalBudget: number;
  maxMortgage: number;
  subsidy: number;
  downPayment: number;
}

/**
 * The estimated monthly cost of buying this property: the whole cost at its price (src/shared/domain/home-cost.ts)
 * with the buyer's maximum mortgage, subsidy and savings, and the property tax of its municipality.
 */
export function propertyMonthlyCost(
  property: { priceCents: number; municipality: string },
  budget: BuyerBudget,
  p: ProgrammeParameters,
): MonthlyCost {
  const municipality = isMunicipality(property.municipality) ? property.municipality : undefined;
  return homeCost(
    {
      maxMortgage: budget.maxMortgage,
      subsidy: budget.subsidy,
      downPayment: budget.downPayment,
      assumptions: { homePrice: property.priceCents / 100, municipality },
    },
    p,
  ).monthlyCost;
}
