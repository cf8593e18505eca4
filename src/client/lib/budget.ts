import { z } from 'zod';
import type { BuyerBudget } from '../../shared/domain/property-filter';
import type { Progress } from '../../shared/schemas/progress';

// The calculator stores its result on the progress row; the budget's four figures are what the screens read here.
const dollars = z.number().finite().nonnegative();
const calculatorBudgetSchema = z.object({ totalBudget: dollars, maxMortgage: dollars, hbaSubsidy: dollars, downPayment: dollars });

/** The buyer's budget from their last calculation, or null when there is none (or it is unreadable). */
export function budgetOf(progress: Progress | undefined): BuyerBudget | null {
  const parsed = calculatorBudgetSchema.safeParse(progress?.lastCalculatorResult);
  if (!parsed.success) return null;
  const { totalBudget, maxMortgage, hbaSubsidy, downPayment } = parsed.data;
  return { totalBudget, maxMortgage, subsidy: hbaSubsidy, downPayment };
}

/** The buyer's total budget from their last calculation, or null when there is none (or it is unreadable). */
export const totalBudgetOf = (progress: Progress | undefined): number | null => budgetOf(progress)?.totalBudget ?? null;
