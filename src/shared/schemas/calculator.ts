import { z } from 'zod';
import '../zod-locale';
import { choiceValues, householdCategoryLabels, zoneLabels } from '../choices';
import { cashToCloseLabels } from '../domain/home-cost';
import { municipalities } from '../municipalities';
import { householdSizeSchema } from './eligibility';

const dollars = (missing: string, negative: string) =>
  z.number({ error: missing }).min(0, negative).max(100_000_000, 'La cantidad es demasiado grande');

/** docs/product/validation.md#calculator: the form's schema and the body of POST /api/calculator (results the client sends are ignored). */
export const calculatorInputSchema = z.object({
  annualIncome: dollars('Ingresa tu ingreso anual', 'El ingreso debe ser mayor a 0'),
  monthlyDebts: dollars('Ingresa tus deudas mensuales (0 si no tienes)', 'Las deudas no pueden ser negativas'),
  downPayment: dollars('Ingresa tu pronto pago (0 si no tienes)', 'El pronto pago no puede ser negativo'),
  zone: z.enum(choiceValues(zoneLabels), { error: 'Selecciona una zona' }),
  /** The subsidy's tier; without it, the buyer's latest eligibility answer (or the standard tier). */
  householdCategory: z.enum(choiceValues(householdCategoryLabels), { error: 'Selecciona la categoría de tu hogar' }).optional(),
  /** Persons in the household (the assistance's income limit); without it, the buyer's latest eligibility answer. */
  householdSize: householdSizeSchema.optional(),
  // The whole cost's assumptions (src/shared/domain/home-cost.ts): each one the buyer leaves out comes from the programme.
  homePrice: z
    .number({ error: 'Ingresa el precio de la vivienda' })
    .min(1_000, 'El precio debe ser de al menos $1,000')
    .max(10_000_000, 'El precio es demasiado alto')
    .optional(),
  municipality: z.enum(municipalities, { error: 'Selecciona un municipio de la lista' }).optional(),
  floodZone: z.boolean({ error: 'Indica si la vivienda está en zona inundable' }).optional(),
  hazardInsuranceAnnual: dollars('Ingresa el seguro de riesgo anual', 'El seguro no puede ser negativo').optional(),
  floodInsuranceAnnual: dollars('Ingresa el seguro de inundación anual', 'El seguro no puede ser negativo').optional(),
  /** The buyer's own yearly property tax (docs/product/programme.md#property-tax): it wins over the listing's and the estimate. */
  propertyTaxAnnual: dollars('Ingresa la contribución anual', 'La contribución no puede ser negativa').optional(),
  /** The yearly CRIM bill of the listing the buyer calculates for, as the listing gives it. */
  crimAnnualTax: dollars('Ingresa la contribución anual del CRIM', 'La contribución no puede ser negativa').optional(),
});
export type CalculatorInputValues = z.infer<typeof calculatorInputSchema>;

export const costAssumptionsSchema = z.object({
  homePrice: z.number(),
  municipality: z.enum(municipalities).nullable(),
  propertyTaxRate: z.number(),
  assessedValue: z.number(),
  floodZone: z.boolean(),
  hazardInsuranceAnnual: z.number(),
  floodInsuranceAnnual: z.number(),
  /** Where the property tax came from; missing on calculations stored before it was said. */
  propertyTax: z
    .object({ source: z.enum(['buyer', 'crim', 'estimate']), annual: z.number(), low: z.number(), high: z.number() })
    .optional(),
});

export const monthlyCostSchema = z.object({
  principalAndInterest: z.number(),
  propertyTax: z.number(),
  hazardInsurance: z.number(),
  floodInsurance: z.number(),
  mortgageInsurance: z.number(),
  total: z.number(),
});

export const cashToCloseSchema = z.object({
  lines: z.array(
    z.object({
      key: z.enum(Object.keys(cashToCloseLabels) as [keyof typeof cashToCloseLabels, ...(keyof typeof cashToCloseLabels)[]]),
      label: z.string(),
      /** Negative for what the loan's closing allowance and the subsidy cover. */
      amount: z.number(),
    }),
  ),
  total: z.number(),
});

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
  // Defaults read results stored before these figures existed: the standard tier, version 1, no whole cost.
  householdCategory: z.enum(choiceValues(householdCategoryLabels)).default('standard'),
  /** The whole cost at the assumed price; null on calculations made before it existed. */
  assumptions: costAssumptionsSchema.nullable().default(null),
  loanAmount: z.number().nullable().default(null),
  monthlyCost: monthlyCostSchema.nullable().default(null),
  cashToClose: cashToCloseSchema.nullable().default(null),
  programmeVersion: z.number().int().default(1),
  /** The assistance programme's version; null on calculations made before the two programmes. */
  assistanceProgrammeVersion: z.number().int().nullable().default(null),
  /**
   * Whether the assistance counts in `hbaSubsidy`, and why not when it does not (the programme is closed or paused,
   * or the buyer does not qualify: each reason names the programme); null on calculations made before.
   */
  assistance: z
    .object({ counted: z.boolean(), reasons: z.array(z.string()), householdSize: z.number().int().nullable() })
    .nullable()
    .default(null),
  createdAt: z.string(),
});
export type CalculatorRun = z.infer<typeof calculatorRunSchema>;
export type CalculatorAssistance = NonNullable<CalculatorRun['assistance']>;

/** `?extra=` of GET /api/calculator/amortization(.csv): dollars a month toward principal, to the cent; empty or missing is none. */
export const amortizationQuerySchema = z.object({
  extra: z.preprocess(
    (value) => (value === undefined || value === '' ? 0 : value),
    z.coerce
      .number({ error: 'El pago adicional debe ser un número' })
      .min(0, 'El pago adicional no puede ser negativo')
      .max(1_000_000, 'El pago adicional es demasiado alto'),
  ),
});

const amortizationRowSchema = z.object({
  /** The month (1 is the first payment) or, in `years`, the loan year. */
  period: z.number().int(),
  principal: z.number(),
  interest: z.number(),
  balance: z.number(),
});

/** docs/product/programme.md#amortization: the latest calculation's loan at the rate and term of its programme version, in dollars with cents. */
export const amortizationSchema = z.object({
  calculationId: z.string(),
  programmeVersion: z.number().int(),
  loanAmount: z.number(),
  annualInterestRate: z.number(),
  termMonths: z.number().int(),
  /** The scheduled principal and interest, without the extra payment. */
  monthlyPayment: z.number(),
  extraMonthlyPayment: z.number(),
  months: z.array(amortizationRowSchema),
  years: z.array(amortizationRowSchema),
  totalInterest: z.number(),
  /** Against the same loan with no extra payment. */
  monthsSaved: z.number().int(),
  interestSaved: z.number(),
});
export type Amortization = z.infer<typeof amortizationSchema>;

/** The 404s of the amortization: nothing to amortize yet. */
export const amortizationCopy = {
  noCalculation: 'Calcula tu presupuesto para ver la amortización de tu préstamo.',
  beforeWholeCost: 'Tu último cálculo es anterior al costo completo. Vuelve a calcular tu presupuesto para ver la amortización.',
} as const;

/** docs/product/data.md "Stats", for this buyer's calculations; averages in whole dollars, 0 when there are none. */
export const calculatorStatsSchema = z.object({
  totalCalculations: z.number().int(),
  averageBudget: z.number(),
  averageIncome: z.number(),
});
export type CalculatorStats = z.infer<typeof calculatorStatsSchema>;
