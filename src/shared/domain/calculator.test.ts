import { describe, expect, it } from 'vitest';
import { defaultAssistanceParameters, defaultProgrammeParameters, type AssistanceParameters, type ProgrammeParameters } from '../programme';
import { annuityFactor, budgetAssistance, calculateBudget, monthlyPaymentOf, type CalculatorInput, type Zone } from './calculator';
import type { HouseholdCategory } from './calculator';

const p = defaultProgrammeParameters;
const a1 = defaultAssistanceParameters;
const base: CalculatorInput = { annualIncome: 60_000, monthlyDebts: 0, downPayment: 0, zone: 'rural' };
const calc = (change: Partial<CalculatorInput>, parameters: ProgrammeParameters = p, assistance: AssistanceParameters = a1) =>
  calculateBudget({ ...base, ...change }, parameters, assistance);
/** The assistance a buyer counts on, as the budget adds it. */
const subsidyFor = (
  a: AssistanceParameters,
  zone: Zone,
  householdCategory: HouseholdCategory = 'standard',
  annualIncome = 0,
  householdSize = 1,
) => budgetAssistance({ annualIncome, zone, householdCategory, householdSize }, a).amount;

describe("calculateBudget with each programme's version 1 (docs/product/constants.md#calculator-formula)", () => {
  it('turns 28 % of monthly income into a 30-year loan at 5 %', () => {
    // 60,000 / 12 × 0.28 = 1,400 a month; 1,400 × 186.2816 (annuity factor at 5 %/12 over 360 months) = 260,794.
    expect(annuityFactor(p)).toBeCloseTo(186.2816, 4);
    expect(calc({})).toEqual({
      maxMortgage: 260_794,
      monthlyPayment: 1_400,
      hbaSubsidy: 55_000,
      totalBudget: 315_794,
      assistanceReasons: [],
    });
  });

  it('subtracts monthly debts from the capacity', () => {
    // (1,400 − 400) × 186.2816 = 186,282
    expect(calc({ monthlyDebts: 400 }).maxMortgage).toBe(186_282);
    expect(calc({ monthlyDebts: 400 }).monthlyPayment).toBe(1_000);
  });

  it('never goes below zero when debts exceed the capacity', () => {
    const result = calc({ monthlyDebts: 5_000, downPayment: 10_000, zone: 'urban' });
    expect(result).toEqual({ maxMortgage: 0, monthlyPayment: 0, hbaSubsidy: 60_000, totalBudget: 70_000, assistanceReasons: [] });
  });

  it('gives zero income a zero mortgage but still the subsidy', () => {
    expect(calc({ annualIncome: 0 })).toEqual({
      maxMortgage: 0,
      monthlyPayment: 0,
      hbaSubsidy: 55_000,
      totalBudget: 55_000,
      assistanceReasons: [],
    });
  });

  it('caps the mortgage at $330,000 and shows the payment of the capped loan', () => {
    const result = calc({ annualIncome: 200_000 });
    expect(result.maxMortgage).toBe(330_000);
    // 330,000 ÷ 186.2816 = 1,771.51.
    expect(result.monthlyPayment).toBe(1_772);
    expect(monthlyPaymentOf(330_000, p)).toBeCloseTo(1_771.51, 2);
    // The edge: 1,771.51 a month buys exactly 330,000, i.e. an income of about 75,922.
    expect(calc({ annualIncome: 75_921 }).maxMortgage).toBe(329_996);
    expect(calc({ annualIncome: 75_923 }).maxMortgage).toBe(330_000);
  });

  it('adds the $5,000 urban bonus to the $55,000 subsidy, the same for either household category', () => {
    expect(subsidyFor(a1, 'rural')).toBe(55_000);
    expect(subsidyFor(a1, 'urban')).toBe(60_000);
    expect(subsidyFor(a1, 'urban', 'critical-workforce')).toBe(60_000);
    // Version 1 applies no income limit to the subsidy.
    expect(subsidyFor(a1, 'rural', 'standard', 10_000_000)).toBe(55_000);
  });

  it('adds mortgage, subsidy and down payment, rounded to whole dollars', () => {
    const result = calc({ annualIncome: 45_000.4, monthlyDebts: 120.25, downPayment: 7_500.6, zone: 'urban' });
    expect(Number.isInteger(result.maxMortgage)).toBe(true);
    expect(Number.isInteger(result.monthlyPayment)).toBe(true);
    expect(result.totalBudget).toBe(result.maxMortgage + 60_000 + 7_501);
  });
});

describe('calculateBudget with a changed version', () => {
  // The public record's figures (src/shared/programme.ts initialVersionNote): $45,000 standard, $55,000 for critical
  // recovery workforce, here with a $7,000 urban bonus and an income limit; and a loan at 6 % over 25 years, capped at $300,000.
  const v2: ProgrammeParameters = { ...p, loan: { ...p.loan, annualInterestRate: 0.06, termYears: 25, maxMortgage: 300_000 } };
  // One income limit for every household size, $100,000.
  const a2: AssistanceParameters = {
    ...a1,
    amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 7_000 },
    incomeLimits: { byHouseholdSize: Array<number>(8).fill(100_000), perExtraPersonShare: 0.08 },
  };

  it("grants each tier its amount and the version's urban bonus", () => {
    expect(subsidyFor(a2, 'rural', 'standard')).toBe(45_000);
    expect(subsidyFor(a2, 'urban', 'standard')).toBe(52_000); // 45,000 + 7,000
    expect(subsidyFor(a2, 'rural', 'critical-workforce')).toBe(55_000);
    expect(subsidyFor(a2, 'urban', 'critical-workforce')).toBe(62_000); // 55,000 + 7,000
    expect(calc({ zone: 'urban', householdCategory: 'critical-workforce', householdSize: 2 }, v2, a2).hbaSubsidy).toBe(62_000);
  });

  it('grants nothing above the income limit, and the limit itself still qualifies', () => {
    expect(subsidyFor(a2, 'urban', 'critical-workforce', 100_000)).toBe(62_000);
    expect(subsidyFor(a2, 'urban', 'critical-workforce', 100_000.01)).toBe(0);
    const over = calc({ annualIncome: 120_000, zone: 'urban', householdSize: 2 }, v2, a2);
    expect(over.hbaSubsidy).toBe(0);
    expect(over.assistanceReasons).toEqual([`${a1.name}: tu ingreso pasa el límite para un hogar de 2 personas ($100,000)`]);
  });

  it("uses the version's rate, term and cap", () => {
    // r = 0.06 / 12 = 0.005 over 300 months: (1 − 1.005^−300) ÷ 0.005 = 155.2069; 1,400 × 155.2069 = 217,290.
    expect(annuityFactor(v2)).toBeCloseTo(155.2069, 4);
    const result = calc({ zone: 'urban', householdCategory: 'critical-workforce', downPayment: 1_000, householdSize: 3 }, v2, a2);
    expect(result).toEqual({
      maxMortgage: 217_290,
      monthlyPayment: 1_400,
      hbaSubsidy: 62_000,
      totalBudget: 280_290,
      assistanceReasons: [],
    });
    // 300,000 ÷ 155.2069 = 1,932.90.
    expect(calc({ annualIncome: 99_000 }, v2)).toMatchObject({ maxMortgage: 300_000, monthlyPayment: 1_933 });
  });

  it('divides the capacity evenly over the term at a zero rate', () => {
    const free: ProgrammeParameters = { ...p, loan: { ...p.loan, annualInterestRate: 0 } };
    // 1,400 × 360 = 504,000, capped at 330,000; 330,000 ÷ 360 = 916.67.
    expect(calc({}, free)).toMatchObject({ maxMortgage: 330_000, monthlyPayment: 917 });
  });
});

describe('calculateBudget without the assistance (docs/product/programme.md#two-programmes)', () => {
  it('leaves a closed programme out of the budget and says since when', () => {
    const closed: AssistanceParameters = { ...a1, status: { state: 'closed', since: '2026-12-01', applicationsOpenedOn: null } };
    const result = calc({ zone: 'urban' }, p, closed);
    expect(result.hbaSubsidy).toBe(0);
    expect(result.totalBudget).toBe(result.maxMortgage);
    expect(result.assistanceReasons).toEqual([`${a1.name} está cerrado desde el 1 de diciembre de 2026`]);
  });

  it('asks for the household size when the programme has income limits and it is unknown', () => {
    const limited: AssistanceParameters = {
      ...a1,
      incomeLimits: { byHouseholdSize: Array<number>(8).fill(100_000), perExtraPersonShare: 0.08 },
    };
    expect(calc({}, p, limited)).toMatchObject({
      hbaSubsidy: 0,
      assistanceReasons: [`${a1.name}: indica cuántas personas viven en tu hogar para saber si cualificas`],
    });
  });
});
