import { describe, expect, it } from 'vitest';
import { calculateBudget, subsidyFor, type CalculatorInput } from './calculator';

const base: CalculatorInput = { annualIncome: 60_000, monthlyDebts: 0, downPayment: 0, zone: 'rural' };
const calc = (change: Partial<CalculatorInput>) => calculateBudget({ ...base, ...change });

describe('calculateBudget (docs/product/constants.md)', () => {
  it('turns 28 % of monthly income into a 30-year loan at 5 %', () => {
    // 60,000 / 12 × 0.28 = 1,400 a month; 1,400 × 186.2816 (annuity factor at 5 %/12 over 360 months) = 260,794.
    expect(calc({})).toEqual({ maxMortgage: 260_794, monthlyPayment: 1_400, hbaSubsidy: 55_000, totalBudget: 315_794 });
  });

  it('subtracts monthly debts from the capacity', () => {
    // (1,400 − 400) × 186.2816 = 186,282
    expect(calc({ monthlyDebts: 400 }).maxMortgage).toBe(186_282);
    expect(calc({ monthlyDebts: 400 }).monthlyPayment).toBe(1_000);
  });

  it('never goes below zero when debts exceed the capacity', () => {
    const result = calc({ monthlyDebts: 5_000, downPayment: 10_000, zone: 'urban' });
    expect(result).toEqual({ maxMortgage: 0, monthlyPayment: 0, hbaSubsidy: 60_000, totalBudget: 70_000 });
  });

  it('gives zero income a zero mortgage but still the subsidy', () => {
    expect(calc({ annualIncome: 0 })).toEqual({ maxMortgage: 0, monthlyPayment: 0, hbaSubsidy: 55_000, totalBudget: 55_000 });
  });

  it('caps the mortgage at $330,000 and shows the payment of the capped loan', () => {
    const result = calc({ annualIncome: 200_000 });
    expect(result.maxMortgage).toBe(330_000);
    expect(result.monthlyPayment).toBe(1_772);
    // The edge: 1,771.51 a month buys exactly 330,000, i.e. an income of about 75,922.
    expect(calc({ annualIncome: 75_921 }).maxMortgage).toBe(329_996);
    expect(calc({ annualIncome: 75_923 }).maxMortgage).toBe(330_000);
  });

  it('adds the $5,000 urban bonus to the $55,000 subsidy', () => {
    expect(subsidyFor('rural')).toBe(55_000);
    expect(subsidyFor('urban')).toBe(60_000);
  });

  it('adds mortgage, subsidy and down payment, rounded to whole dollars', () => {
    const result = calc({ annualIncome: 45_000.4, monthlyDebts: 120.25, downPayment: 7_500.6, zone: 'urban' });
    expect(Number.isInteger(result.maxMortgage)).toBe(true);
    expect(Number.isInteger(result.monthlyPayment)).toBe(true);
    expect(result.totalBudget).toBe(result.maxMortgage + 60_000 + 7_501);
  });
});
