import { z } from 'zod';
import '../zod-locale';
import { choiceValues, zoneLabels } from '../choices';

const dollars = (missing: string, negative: string) =>
  z.number({ error: missing }).min(0, negative).max(100_000_000, 'La cantidad es demasiado grande');

/** docs/product/validation.md#calculator: the form's schema and the body of POST /api/calculator (results the client sends are ignored). */
export const calculatorInputSchema = z.object({
  annualIncome: dollars('Ingresa tu ingreso anual', 'El ingreso debe ser mayor a 0'),
  monthlyDebts: dollars('Ingresa tus deudas mensuales (0 si no tienes)', 'Las deudas no pueden ser negativas'),
  downPayment: dollars('Ingresa tu pronto pago (0 si no tienes)', 'El pronto pago no puede ser negativo'),
  zone: z.enum(choiceValues(zoneLabels), { error: 'Selecciona una zona' }),
});
export type CalculatorInputValues = z.infer<typeof calculatorInputSchema>;

/** One stored calculation in whole dollars: the response of POST /api/calculator and `lastCalculatorResult`. */
export const calculatorRunSchema = z.object({
  id: z.string(),
  annualIncome: z.number(),
  monthlyDebts: z.number(),
  downPayment: z.number(),
  zone: calculatorInputSchema.shape.zone,
  maxMortgage: z.number(),
  monthlyPayment: z.number(),
  hbaSubsidy: z.number(),
  totalBudget: z.number(),
  createdAt: z.string(),
});
export type CalculatorRun = z.infer<typeof calculatorRunSchema>;

/** docs/product/data.md "Stats", for this buyer's calculations; averages in whole dollars, 0 when there are none. */
export const calculatorStatsSchema = z.object({
  totalCalculations: z.number().int(),
  averageBudget: z.number(),
  averageIncome: z.number(),
});
export type CalculatorStats = z.infer<typeof calculatorStatsSchema>;
