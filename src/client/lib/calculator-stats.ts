import { useQuery } from '@tanstack/react-query';
import type { CalculatorStats } from '../../shared/schemas/calculator';

export const calculatorStatsKey = ['/api/calculator/stats'] as const;

/** SPEC §3 "Stats" of the buyer's own calculations. */
export function useCalculatorStats() {
  return useQuery<CalculatorStats>({ queryKey: calculatorStatsKey });
}
