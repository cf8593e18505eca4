import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import type { CalculatorInputValues, CalculatorRun } from '../../../../shared/schemas/calculator';
import { postJson } from '../../../lib/api';
import { calculatorStatsKey } from '../../../api/calculator-stats';
import { progressKey } from '../../../api/progress';
import { amortizationKey } from './amortization';

/** POST /api/calculator: the server stores its own figures and marks the step done. */
export function useSaveCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CalculatorInputValues) => postJson<CalculatorRun>(apiPaths.calculator, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: progressKey }),
        queryClient.invalidateQueries({ queryKey: calculatorStatsKey }),
        queryClient.invalidateQueries({ queryKey: amortizationKey }),
      ]),
  });
}
