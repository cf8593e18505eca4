// docs/product/screens.md and validation.md: the price slider, the "fits your budget" badge, and each property's
// estimated monthly cost (docs/product/programme.md#properties-fit). Pure, shared by the screens and their tests; the
// filters themselves run on the server (src/server/features/properties/browse.ts).
import { isMunicipality } from '../municipalities';
import type { ProgrammeParameters } from '../programme';
import { homeCost, type CostAssumptionsInput, type MonthlyCost } from './home-cost';

/** docs/product/validation.md and constants.md: the price slider runs 50,000–330,000 in 5,000 steps; page keys move 10 steps, arrows 1. */
export const priceSlider = { min: 50_000, max: 330_000, step: 5_000, pageSteps: 10 } as const;

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

/** What a listing tells the whole cost: its price, municipality, flood zone when known, and its CRIM bill when given. */
export interface ListingCostFacts {
  priceCents: number;
  municipality: string;
  floodZone?: 'si' | 'no' | 'desconocido';
  crimAnnualTaxCents?: number | null;
}

/** A listing's figures as the whole cost's assumptions (src/shared/domain/home-cost.ts): the listing's CRIM bill wins over the estimate. */
export function listingCostAssumptions(property: ListingCostFacts): CostAssumptionsInput & { homePrice: number } {
  return {
    homePrice: property.priceCents / 100,
    municipality: isMunicipality(property.municipality) ? property.municipality : undefined,
    floodZone: property.floodZone === undefined || property.floodZone === 'desconocido' ? undefined : property.floodZone === 'si',
    crimAnnualTax: property.crimAnnualTaxCents == null ? undefined : property.crimAnnualTaxCents / 100,
  };
}

/**
 * The estimated monthly cost of buying this property: the whole cost at its price (src/shared/domain/home-cost.ts)
 * with the buyer's maximum mortgage, subsidy and savings, the property tax of its CRIM bill or its municipality, and
 * flood insurance when it is in a flood zone.
 */
export function propertyMonthlyCost(property: ListingCostFacts, budget: BuyerBudget, p: ProgrammeParameters): MonthlyCost {
  return homeCost(
    {
      maxMortgage: budget.maxMortgage,
      subsidy: budget.subsidy,
      downPayment: budget.downPayment,
      assumptions: listingCostAssumptions(property),
    },
    p,
  ).monthlyCost;
}
