import { describe, expect, it } from 'vitest';
import type { Progress } from '../../shared/schemas/progress';
import { totalBudgetOf } from './budget';

const progress = (lastCalculatorResult: unknown) => ({ lastCalculatorResult }) as Progress;

describe('totalBudgetOf', () => {
  it("reads the calculator result's total budget", () => {
    expect(totalBudgetOf(progress({ totalBudget: 245_000, maxMortgage: 180_000 }))).toBe(245_000);
    expect(totalBudgetOf(progress({ totalBudget: 0 }))).toBe(0);
  });

  it('gives null when there is no usable result', () => {
    expect(totalBudgetOf(undefined)).toBeNull();
    expect(totalBudgetOf(progress(null))).toBeNull();
    expect(totalBudgetOf(progress({ totalBudget: '245000' }))).toBeNull();
    expect(totalBudgetOf(progress({ totalBudget: -1 }))).toBeNull();
    expect(totalBudgetOf(progress('corrupto'))).toBeNull();
  });
});
