import { z } from 'zod';
import type { Progress } from '../../shared/schemas/progress';

// The calculator stores its result on the progress row; only the total budget (dollars) matters here.
const calculatorBudgetSchema = z.object({ totalBudget: z.number().finite().nonnegative() });

/** The buyer's total budget from their last calculation, or null when there is none (or it is unreadable). */
export function totalBudgetOf(progress: Progress | undefined): number | null {
  const parsed = calculatorBudgetSchema.safeParse(progress?.lastCalculatorResult);
  return parsed.success ? parsed.data.totalBudget : null;
}
