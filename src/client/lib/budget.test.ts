import { describe, expect, it } from 'vitest';
import type { Progress } from '../../shared/schemas/progress';
import { budgetOf, totalBudgetOf } from './budget';

const progress = (lastCalculatorResult: unknown) => ({ lastCalculatorResult }) as Progress;
const run = { totalBudget: 245_000, maxMortgage: 180_000, hbaSubsidy: 60_000, downPayment: 5_000 };

describe('budgetOf', () => {
  it("reads the calculator result's total budget, maximum mortgage, subsidy and down payment", () => {
    expect(budgetOf(progress(run))).toEqual({ totalBudget: 245_000, maxMortgage: 180_000, subsidy: 60_000, downPayment: 5_000 });
    expect(totalBudgetOf(progress(run))).toBe(245_000);
    expect(totalBudgetOf(progress({ ...run, totalBudget: 0 }))).toBe(0);
  });

  it('gives null when there is no usable result', () => {
    expect(budgetOf(undefined)).toBeNull();
    expect(totalBudgetOf(undefined)).toBeNull();
    expect(totalBudgetOf(progress(null))).toBeNull();
    expect(totalBudgetOf(progress({ ...run, totalBudget: '245000' }))).toBeNull();
    expect(totalBudgetOf(progress({ ...run, totalBudget: -1 }))).toBeNull();
    expect(budgetOf(progress({ totalBudget: 245_000 }))).toBeNull();
    expect(totalBudgetOf(progress('corrupto'))).toBeNull();
  });
});
