import { describe, expect, it } from 'vitest';
import { defaultAssistanceParameters as a, defaultProgrammeParameters as p } from '../../../shared/programme';
import { calculatorRunSchema, type CalculatorRun } from '../../../shared/schemas/calculator';
import { assumptionsOfRun, calculationRequest, estimate, figuresOfRun, monthsText } from './figures';

const finances = { annualIncome: 60_000, monthlyDebts: 0, downPayment: 5_000, zone: 'urban' as const };

/** A stored run as the server answers it, from the same rules. */
function storedRun(assumptions: Parameters<typeof estimate>[1]): CalculatorRun {
  const figures = estimate(finances, assumptions, 'standard', p, a);
  const cost = figures.cost!;
  return calculatorRunSchema.parse({
    id: 'run-1',
    ...finances,
    maxMortgage: figures.maxMortgage,
    monthlyPayment: figures.monthlyPayment,
    hbaSubsidy: figures.hbaSubsidy,
    totalBudget: figures.totalBudget,
    ...cost,
    cashToClose: { ...cost.cashToClose, lines: cost.cashToClose.lines.map((line) => ({ ...line, label: line.key })) },
    createdAt: '2026-11-25T12:00:00.000Z',
  });
}

describe('the calculator screen’s figures', () => {
  it('estimates at once what the server will store: the budget, and the whole cost at the budget when no price is given', () => {
    const figures = estimate(finances, {}, 'standard', p, a);
    // The API test's sample (src/server/features/calculator/calculator.api.test.ts): 260,794 + 60,000 + 5,000.
    expect(figures).toMatchObject({ maxMortgage: 260_794, hbaSubsidy: 60_000, totalBudget: 325_794 });
    expect(figures.cost).toMatchObject({ loanAmount: 260_794, monthlyCost: { total: 2_901 }, cashToClose: { total: 12_678 } });
    expect(figuresOfRun(storedRun({}))).toMatchObject({ finances, totalBudget: 325_794, cost: { loanAmount: 260_794 } });
  });

  it('has no whole cost for a run stored before it existed', () => {
    const old = calculatorRunSchema.parse({
      ...storedRun({}),
      assumptions: undefined,
      loanAmount: undefined,
      monthlyCost: undefined,
      cashToClose: undefined,
    });
    expect(figuresOfRun(old).cost).toBeNull();
  });

  it("keeps the stored run's household size and why the assistance was left out, for the next estimate", () => {
    const run = calculatorRunSchema.parse({
      ...storedRun({}),
      assistance: { counted: false, reasons: ['Pronto pa’ tu casa está cerrado'], householdSize: 3 },
    });
    expect(figuresOfRun(run)).toMatchObject({ householdSize: 3, assistanceReasons: ['Pronto pa’ tu casa está cerrado'] });
    expect(figuresOfRun(storedRun({}))).toMatchObject({ householdSize: null, assistanceReasons: [] });
    // The estimate judges the assistance for that household: version 1 has no income limit, so it counts.
    expect(estimate(finances, {}, 'standard', p, a, 3)).toMatchObject({ householdSize: 3, assistanceReasons: [], hbaSubsidy: 60_000 });
  });

  it("keeps the buyer's own yearly tax and a listing's CRIM bill from a stored run, never the estimate", () => {
    expect(assumptionsOfRun(storedRun({ propertyTaxAnnual: 600 }), p)).toMatchObject({ propertyTaxAnnual: 600, crimAnnualTax: undefined });
    expect(assumptionsOfRun(storedRun({ crimAnnualTax: 1_860 }), p)).toMatchObject({ propertyTaxAnnual: undefined, crimAnnualTax: 1_860 });
    expect(assumptionsOfRun(storedRun({}), p)).toMatchObject({ propertyTaxAnnual: undefined, crimAnnualTax: undefined });
  });

  it("takes back from a stored run only what the buyer gave: a figure equal to the programme's estimate is the programme's", () => {
    expect(assumptionsOfRun(null, p)).toEqual({});
    expect(assumptionsOfRun(storedRun({}), p)).toEqual({
      homePrice: undefined,
      municipality: undefined,
      floodZone: undefined,
      hazardInsuranceAnnual: undefined,
      floodInsuranceAnnual: undefined,
    });
    const given = {
      homePrice: 200_000,
      municipality: 'Ponce' as const,
      floodZone: true,
      hazardInsuranceAnnual: 1_200,
      floodInsuranceAnnual: 1_800,
    };
    expect(assumptionsOfRun(storedRun(given), p)).toEqual(given);
    // A price of its own with the programme's insurance: the insurance keeps following the price.
    expect(assumptionsOfRun(storedRun({ homePrice: 200_000 }), p)).toMatchObject({ homePrice: 200_000, hazardInsuranceAnnual: undefined });
  });

  it('sends only the assumptions the buyer gave', () => {
    expect(calculationRequest(finances, { homePrice: undefined, floodZone: true, municipality: undefined })).toEqual({
      ...finances,
      floodZone: true,
    });
  });

  it.each([
    [0, '0 meses'],
    [1, '1 mes'],
    [11, '11 meses'],
    [12, '1 año'],
    [50, '4 años y 2 meses'],
    [104, '8 años y 8 meses'],
    [13, '1 año y 1 mes'],
  ])('says %d months as "%s"', (months, text) => {
    expect(monthsText(months)).toBe(text);
  });
});
