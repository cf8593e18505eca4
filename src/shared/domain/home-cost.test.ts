import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, propertyTaxEstimate2026, type ProgrammeParameters } from '../programme';
import { cashToCloseLabels, homeCost, notaryFee, propertyTaxOf, type HomeCostInput } from './home-cost';

// Version 1's figures (src/shared/programme.ts): 5 % over 30 years, 98 % of the price financed plus closing costs up to
// 7 % of it, property tax 11.83 % on 45 % of the price less $15,000, hazard insurance 0.35 % of the price a year, flood
// $900 a year, mortgage insurance 0.5 % of the loan a year above 80 % of the price, notary 1 % (0.5 % above
// $500,000), stamps 0.75 %, registry 0.3 %, title study $100, appraisal $500, inspection $400.
const p = defaultProgrammeParameters;
const withCosts = (change: (costs: ProgrammeParameters['costs']) => ProgrammeParameters['costs']): ProgrammeParameters => ({
  ...p,
  costs: change(structuredClone(p.costs)),
});

const at200k = (change: Partial<HomeCostInput> = {}, assumptions: Partial<HomeCostInput['assumptions']> = {}) =>
  homeCost({ maxMortgage: 330_000, subsidy: 55_000, downPayment: 0, ...change, assumptions: { homePrice: 200_000, ...assumptions } }, p);

const line = (cost: ReturnType<typeof homeCost>, key: keyof typeof cashToCloseLabels) =>
  cost.cashToClose.lines.find((l) => l.key === key)?.amount;

describe('homeCost (docs/product/programme.md#the-whole-cost)', () => {
  it('works out a $200,000 home for a buyer with the $55,000 subsidy and no savings, line by line', () => {
    const cost = at200k();
    // Closing costs: notary 1 % × 200,000 = 2,000; stamps 0.75 % = 1,500; registry 0.3 % = 600; title study 100;
    // appraisal 500; inspection 400; together 5,100.
    // The loan: at most 98 % × 200,000 = 196,000 on the price + min(5,100, 7 % × 200,000 = 14,000) = 201,100, but it
    // only needs 200,000 + 5,100 − 55,000 = 150,100.
    expect(cost.loanAmount).toBe(150_100);
    // Cash to close: the price the loan does not cover, 200,000 − 150,100 = 49,900, plus 5,100 of closing costs,
    // less the 55,000 subsidy: 0.
    expect(cost.cashToClose).toEqual({
      lines: [
        { key: 'downPayment', amount: 49_900 },
        { key: 'notary', amount: 2_000 },
        { key: 'stamps', amount: 1_500 },
        { key: 'registry', amount: 600 },
        { key: 'titleStudy', amount: 100 },
        { key: 'appraisal', amount: 500 },
        { key: 'inspection', amount: 400 },
        { key: 'financedClosingCosts', amount: 0 },
        { key: 'subsidy', amount: -55_000 },
      ],
      total: 0,
    });
    expect(cost.monthlyCost).toEqual({
      // 150,100 ÷ 186.2816 (the annuity factor at 5 %/12 over 360 months) = 805.77.
      principalAndInterest: 806,
      // Assessed at 45 %: 90,000, less the 15,000 exemption = 75,000 × 11.83 % = 8,872.50 a year ÷ 12 = 739.38.
      propertyTax: 739,
      // 0.35 % × 200,000 = 700 a year ÷ 12 = 58.33.
      hazardInsurance: 58,
      floodInsurance: 0,
      // 150,100 is 75 % of the price: no mortgage insurance.
      mortgageInsurance: 0,
      total: 806 + 739 + 58,
    });
    expect(cost.assumptions).toEqual({
      homePrice: 200_000,
      municipality: null,
      propertyTaxRate: 0.1183,
      assessedValue: 90_000,
      floodZone: false,
      hazardInsuranceAnnual: 700,
      floodInsuranceAnnual: 900,
      // Version 1 has no range: the estimate's ends are its one share.
      propertyTax: { source: 'estimate', annual: 8_872.5, low: 8_872.5, high: 8_872.5 },
    });
  });

  it('taxes nothing below the exemption: a $30,000 home is assessed at 13,500, under the $15,000 exemption', () => {
    expect(at200k({}, { homePrice: 30_000 }).monthlyCost.propertyTax).toBe(0);
  });

  it("uses the municipality's own rate when the version lists it, and the default rate otherwise", () => {
    const crim = withCosts((costs) => ({ ...costs, propertyTax: { ...costs.propertyTax, rates: { Ponce: 0.0803 } } }));
    const cost = (municipality: 'Ponce' | 'Bayamón') =>
      homeCost({ maxMortgage: 330_000, subsidy: 55_000, downPayment: 0, assumptions: { homePrice: 200_000, municipality } }, crim);
    // 75,000 taxable × 8.03 % = 6,022.50 a year ÷ 12 = 501.88.
    expect(cost('Ponce').monthlyCost.propertyTax).toBe(502);
    expect(cost('Ponce').assumptions).toMatchObject({ municipality: 'Ponce', propertyTaxRate: 0.0803 });
    // Bayamón is not listed: 11.83 %, the 739 of a home with no municipality.
    expect(cost('Bayamón').monthlyCost.propertyTax).toBe(739);
    expect(cost('Bayamón').assumptions.propertyTaxRate).toBe(0.1183);
  });

  it("charges the notary's lower rate on the part of the price above the tier", () => {
    // 1 % × 500,000 + 0.5 % × 100,000 = 5,000 + 500 = 5,500.
    expect(notaryFee(600_000, p)).toBe(5_500);
    // At the tier and below, only the first rate: 1 % × 500,000 = 5,000; 1 % × 200,000 = 2,000.
    expect(notaryFee(500_000, p)).toBe(5_000);
    expect(notaryFee(200_000, p)).toBe(2_000);
    expect(line(at200k({}, { homePrice: 600_000 }), 'notary')).toBe(5_500);
  });

  it('finances closing costs up to the allowance when the buyer has neither savings nor subsidy, and then charges mortgage insurance', () => {
    const cost = at200k({ subsidy: 0 });
    // Needed: 200,000 + 5,100 = 205,100; the most the loan may be: 196,000 + 5,100 = 201,100.
    expect(cost.loanAmount).toBe(201_100);
    expect(line(cost, 'downPayment')).toBe(4_000); // 200,000 − 196,000
    expect(line(cost, 'financedClosingCosts')).toBe(-5_100);
    expect(line(cost, 'subsidy')).toBe(0);
    expect(cost.cashToClose.total).toBe(4_000);
    // 201,100 is above 80 % of 200,000 (160,000): 0.5 % × 201,100 = 1,005.50 a year ÷ 12 = 83.79.
    expect(cost.monthlyCost.mortgageInsurance).toBe(84);
  });

  it('charges mortgage insurance only while the loan is above 80 % of the price', () => {
    // With the loan capped at exactly 160,000 (80 %): none; one dollar more: 0.5 % × 160,001 ÷ 12 = 66.67.
    expect(at200k({ maxMortgage: 160_000, subsidy: 0 }).monthlyCost.mortgageInsurance).toBe(0);
    expect(at200k({ maxMortgage: 160_001, subsidy: 0 }).monthlyCost.mortgageInsurance).toBe(67);
  });

  it("never lends more than the buyer's maximum mortgage: the buyer brings the rest", () => {
    const cost = at200k({ maxMortgage: 150_000, subsidy: 20_000, downPayment: 10_000 });
    // Needed 205,100 − 20,000 − 10,000 = 175,100, but the buyer can borrow 150,000.
    expect(cost.loanAmount).toBe(150_000);
    // 200,000 − 150,000 = 50,000 + 5,100 − 20,000 = 35,100: more than the 10,000 the buyer has.
    expect(line(cost, 'downPayment')).toBe(50_000);
    expect(cost.cashToClose.total).toBe(35_100);
    // 150,000 ÷ 186.2816 = 805.23.
    expect(cost.monthlyCost.principalAndInterest).toBe(805);
  });

  it('borrows nothing when savings and subsidy cover everything, and uses only the subsidy that is needed', () => {
    // Closing costs at 50,000: 500 + 375 + 150 + 100 + 500 + 400 = 2,025; the subsidy covers 50,000 + 2,025 and the
    // rest of it is not spent.
    const cost = at200k({ subsidy: 60_000 }, { homePrice: 50_000 });
    expect(cost.loanAmount).toBe(0);
    expect(line(cost, 'subsidy')).toBe(-52_025);
    expect(cost.cashToClose.total).toBe(0);
    expect(cost.monthlyCost.principalAndInterest).toBe(0);
    expect(cost.monthlyCost.mortgageInsurance).toBe(0);
  });

  it('charges flood insurance only in a flood zone', () => {
    expect(at200k({}, { floodInsuranceAnnual: 1_800 }).monthlyCost.floodInsurance).toBe(0);
    // 900 a year ÷ 12 = 75.
    const inZone = at200k({}, { floodZone: true });
    expect(inZone.monthlyCost.floodInsurance).toBe(75);
    expect(inZone.monthlyCost.total).toBe(806 + 739 + 58 + 75);
  });

  it("uses the buyer's own insurance figures instead of the programme's", () => {
    const cost = at200k({}, { floodZone: true, hazardInsuranceAnnual: 1_200, floodInsuranceAnnual: 1_800 });
    expect(cost.assumptions).toMatchObject({ floodZone: true, hazardInsuranceAnnual: 1_200, floodInsuranceAnnual: 1_800 });
    // 1,200 ÷ 12 = 100; 1,800 ÷ 12 = 150.
    expect(cost.monthlyCost).toMatchObject({ hazardInsurance: 100, floodInsurance: 150 });
    // A buyer who has no hazard insurance quote of zero is taken at their word.
    expect(at200k({}, { hazardInsuranceAnnual: 0 }).monthlyCost.hazardInsurance).toBe(0);
  });

  it('never finances more than the price when a version sets the share above 100 %', () => {
    const generous: ProgrammeParameters = { ...p, loan: { ...p.loan, loanToValue: 1.03 } };
    const cost = homeCost({ maxMortgage: 330_000, subsidy: 0, downPayment: 0, assumptions: { homePrice: 200_000 } }, generous);
    // 103 % of 200,000 would be 206,000; the loan takes the 200,000 price and 5,100 of closing costs.
    expect(cost.loanAmount).toBe(205_100);
    expect(line(cost, 'downPayment')).toBe(0);
    expect(line(cost, 'financedClosingCosts')).toBe(-5_100);
    expect(cost.cashToClose.total).toBe(0);
  });

  it.each([
    [{ maxMortgage: 260_794, subsidy: 60_000, downPayment: 5_000.49 }, 325_794.49],
    [{ maxMortgage: 123_456.78, subsidy: 55_000, downPayment: 999.99 }, 187_654.32],
    [{ maxMortgage: 330_000, subsidy: 0, downPayment: 0 }, 777_777],
  ])('gives whole-dollar lines whose sums are the totals (%o at %d)', (money, homePrice) => {
    const cost = homeCost({ ...money, assumptions: { homePrice, floodZone: true } }, p);
    const amounts = cost.cashToClose.lines.map((l) => l.amount);
    expect(amounts.every(Number.isInteger)).toBe(true);
    expect(cost.cashToClose.total).toBe(amounts.reduce((a, b) => a + b, 0));
    const { total, ...monthly } = cost.monthlyCost;
    expect(Object.values(monthly).every(Number.isInteger)).toBe(true);
    expect(total).toBe(Object.values(monthly).reduce((a, b) => a + b, 0));
    // Every line has a label for the screens.
    expect(cost.cashToClose.lines.every((l) => cashToCloseLabels[l.key].length > 0)).toBe(true);
  });
});

describe('the property tax (docs/product/programme.md#property-tax, docs/decisions/0141-property-tax-estimate.md)', () => {
  const estimate2026 = withCosts((costs) => ({ ...costs, propertyTax: propertyTaxEstimate2026 }));
  const taxOf = (assumptions: Partial<HomeCostInput['assumptions']>, params = estimate2026) =>
    homeCost({ maxMortgage: 330_000, subsidy: 60_000, downPayment: 5_000, assumptions: { homePrice: 325_794, ...assumptions } }, params);

  it("estimates the console's sample buyer's home (the $325,794 budget) at 10 % assessed, between 5 % and 20 %", () => {
    const cost = taxOf({});
    // Middle: 10 % of 325,794 = 32,579.40 − 15,000 = 17,579.40 × 11.83 % = 2,079.64 a year ÷ 12 = 173.30.
    // Low: 5 % = 16,289.70 − 15,000 = 1,289.70 × 11.83 % = 152.57. High: 20 % = 65,158.80 − 15,000 = 50,158.80 × 11.83 % = 5,933.79.
    expect(cost.assumptions.propertyTax).toEqual({ source: 'estimate', annual: 2_079.64, low: 152.57, high: 5_933.79 });
    expect(cost.monthlyCost.propertyTax).toBe(173);
    // The first version's 45 % made it 1,297 a month.
    expect(taxOf({}, p).monthlyCost.propertyTax).toBe(1_297);
  });

  it('keeps the range in order, low ≤ estimate ≤ high, at any price', () => {
    for (const homePrice of [0, 50_000, 150_000, 300_001, 1_000_000]) {
      const { low, annual, high } = propertyTaxOf({}, homePrice, 0.1183, estimate2026);
      expect(low).toBeLessThanOrEqual(annual);
      expect(annual).toBeLessThanOrEqual(high);
    }
  });

  it('taxes nothing when the exemption is larger than the assessed value, and only the part above it at the edge', () => {
    // 10 % of 150,000 is exactly the 15,000 exemption: nothing to tax, at any end of the range below it.
    expect(taxOf({ homePrice: 150_000 }).assumptions.propertyTax).toEqual({ source: 'estimate', annual: 0, low: 0, high: 1_774.5 });
    expect(taxOf({ homePrice: 150_000 }).monthlyCost.propertyTax).toBe(0);
    // One hundred dollars more: 10 taxable × 11.83 % = 1.18 a year.
    expect(taxOf({ homePrice: 150_100 }).assumptions.propertyTax?.annual).toBe(1.18);
  });

  it("uses the listing's CRIM bill instead of the estimate, and says so", () => {
    const cost = taxOf({ crimAnnualTax: 1_234.56 });
    expect(cost.assumptions.propertyTax).toEqual({ source: 'crim', annual: 1_234.56, low: 1_234.56, high: 1_234.56 });
    // 1,234.56 ÷ 12 = 102.88.
    expect(cost.monthlyCost.propertyTax).toBe(103);
    // A CRIM bill of zero (an exonerated home) is a bill, not a missing figure.
    expect(taxOf({ crimAnnualTax: 0 }).monthlyCost.propertyTax).toBe(0);
  });

  it("lets the figure the buyer typed win over the listing's CRIM bill and the estimate", () => {
    const cost = taxOf({ crimAnnualTax: 1_234.56, propertyTaxAnnual: 600 });
    expect(cost.assumptions.propertyTax).toEqual({ source: 'buyer', annual: 600, low: 600, high: 600 });
    expect(cost.monthlyCost.propertyTax).toBe(50);
    expect(taxOf({ propertyTaxAnnual: 0 }).assumptions.propertyTax?.source).toBe('buyer');
  });

  it("applies the municipality's rate to each end of the range", () => {
    const ponce = withCosts((costs) => ({ ...costs, propertyTax: { ...propertyTaxEstimate2026, rates: { Ponce: 0.0803 } } }));
    // 17,579.40 × 8.03 % = 1,411.63; 50,158.80 × 8.03 % = 4,027.75; 1,289.70 × 8.03 % = 103.56.
    expect(propertyTaxOf({}, 325_794, 0.0803, ponce)).toEqual({ source: 'estimate', annual: 1_411.63, low: 103.56, high: 4_027.75 });
    expect(taxOf({ municipality: 'Ponce' }, ponce).monthlyCost.propertyTax).toBe(118);
  });
});
