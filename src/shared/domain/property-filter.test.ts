import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, type ProgrammeParameters } from '../programme';
import { homeCost } from './home-cost';
import { amountOverBudget, fitsBudget, listingCostAssumptions, priceSlider, propertyMonthlyCost } from './property-filter';

describe('the price slider of docs/product/constants.md', () => {
  it('runs 50,000–330,000 in 5,000 steps, ten per page key', () => {
    expect(priceSlider).toEqual({ min: 50_000, max: 330_000, step: 5_000, pageSteps: 10 });
    expect((priceSlider.max - priceSlider.min) % priceSlider.step).toBe(0);
  });
});

describe('fitsBudget', () => {
  it('fits up to and including the total budget', () => {
    expect(fitsBudget(14_500_000, 145_000)).toBe(true);
    expect(fitsBudget(14_500_001, 145_000)).toBe(false);
    expect(fitsBudget(9_500_000, 0)).toBe(false);
  });
});

describe('amountOverBudget', () => {
  it('is the price less the total budget in whole dollars, rounded up, and 0 when it fits', () => {
    expect(amountOverBudget(21_000_000, 150_000)).toBe(60_000);
    expect(amountOverBudget(15_000_050, 150_000)).toBe(1);
    expect(amountOverBudget(14_500_000, 150_000)).toBe(0);
  });
});

describe('propertyMonthlyCost', () => {
  const budget = { totalBudget: 265_000, maxMortgage: 200_000, subsidy: 60_000, downPayment: 5_000 };

  it("is the whole cost's monthly cost at the price, with the buyer's figures", () => {
    const expected = homeCost(
      { maxMortgage: 200_000, subsidy: 60_000, downPayment: 5_000, assumptions: { homePrice: 210_000, municipality: 'Carolina' } },
      defaultProgrammeParameters,
    ).monthlyCost;
    expect(propertyMonthlyCost({ priceCents: 21_000_000, municipality: 'Carolina' }, budget, defaultProgrammeParameters)).toEqual(expected);
    expect(expected.total).toBeGreaterThan(0);
  });

  it("taxes at the property's municipality's rate, and at the default rate for a name the programme does not list", () => {
    const p: ProgrammeParameters = structuredClone(defaultProgrammeParameters);
    p.costs.propertyTax.rates = { Carolina: 0.0803 };
    const tax = (municipality: string) => propertyMonthlyCost({ priceCents: 21_000_000, municipality }, budget, p).propertyTax;
    expect(tax('Carolina')).toBeLessThan(tax('Caguas'));
    expect(tax('Ciudad Inventada')).toBe(tax('Caguas'));
  });

  it("uses the listing's CRIM bill instead of the estimate, and flood insurance when the listing is in a flood zone", () => {
    const p = defaultProgrammeParameters;
    const listing = { priceCents: 21_000_000, municipality: 'Carolina' };
    // $1,860 a year ÷ 12 = $155, whatever the estimate says ((94,500 − 15,000) × 11.83 % ÷ 12 = $784 at version 1's 45 %).
    expect(propertyMonthlyCost({ ...listing, crimAnnualTaxCents: 186_000 }, budget, p).propertyTax).toBe(155);
    expect(propertyMonthlyCost({ ...listing, crimAnnualTaxCents: null }, budget, p).propertyTax).toBe(784);
    // $900 a year ÷ 12 = $75 in a flood zone; none when it is not, or not known.
    expect(propertyMonthlyCost({ ...listing, floodZone: 'si' }, budget, p).floodInsurance).toBe(75);
    expect(propertyMonthlyCost({ ...listing, floodZone: 'desconocido' }, budget, p).floodInsurance).toBe(0);
    expect(listingCostAssumptions({ ...listing, floodZone: 'no', crimAnnualTaxCents: 0 })).toEqual({
      homePrice: 210_000,
      municipality: 'Carolina',
      floodZone: false,
      crimAnnualTax: 0,
    });
  });
});
