// What the calculator screen shows: the figures of a calculation made on this visit (the shared rules at once, then
// the server's stored run), or the last stored run; and the assumptions the buyer changed, which every later
// calculation on the visit keeps.
import type { CalculatorResult, HouseholdCategory } from '../../../shared/domain/calculator';
import { calculateWholeCost, type CostAssumptionsInput, type HomeCost } from '../../../shared/domain/home-cost';
import type { AssistanceParameters, ProgrammeParameters } from '../../../shared/programme';
import type { CalculatorInputValues, CalculatorRun } from '../../../shared/schemas/calculator';

/** The buyer's finances: what "Calcular presupuesto" sends, without the assumptions. */
export type Finances = Pick<CalculatorInputValues, 'annualIncome' | 'monthlyDebts' | 'downPayment' | 'zone'>;

export interface Figures extends CalculatorResult {
  finances: Finances;
  householdCategory: HouseholdCategory;
  /** Persons in the household the assistance was judged for; null when not known. */
  householdSize: number | null;
  /** Null for a run stored before the whole cost existed. */
  cost: HomeCost | null;
}

export function figuresOfRun(run: CalculatorRun): Figures {
  const { annualIncome, monthlyDebts, downPayment, zone, maxMortgage, monthlyPayment, hbaSubsidy, totalBudget } = run;
  const cost =
    run.assumptions && run.loanAmount !== null && run.monthlyCost && run.cashToClose
      ? { assumptions: run.assumptions, loanAmount: run.loanAmount, monthlyCost: run.monthlyCost, cashToClose: run.cashToClose }
      : null;
  return {
    finances: { annualIncome, monthlyDebts, downPayment, zone },
    householdCategory: run.householdCategory,
    householdSize: run.assistance?.householdSize ?? null,
    assistanceReasons: run.assistance?.reasons ?? [],
    maxMortgage,
    monthlyPayment,
    hbaSubsidy,
    totalBudget,
    cost,
  };
}

/**
 * The figures at once, before the server answers. The household's category is the one the server used last: the
 * server takes it from the latest eligibility check, which this screen does not read; the stored run replaces these.
 */
export function estimate(
  finances: Finances,
  assumptions: CostAssumptionsInput,
  category: HouseholdCategory,
  p: ProgrammeParameters,
  assistance: AssistanceParameters,
  householdSize: number | null = null,
): Figures {
  const { budget, cost } = calculateWholeCost({ ...finances, ...assumptions, householdCategory: category, householdSize }, p, assistance);
  return { ...budget, finances, householdCategory: category, householdSize, cost };
}

/**
 * The assumptions a stored run's buyer gave, as far as they can be told from what was stored (resolved values): a
 * figure equal to what the programme would have assumed is taken as the programme's, so it follows the next price.
 */
export function assumptionsOfRun(run: CalculatorRun | null, p: ProgrammeParameters): CostAssumptionsInput {
  const a = run?.assumptions;
  if (!run || !a) return {};
  const estimatedHazard = Math.round(a.homePrice * p.costs.hazardInsuranceRate * 100) / 100;
  return {
    homePrice: a.homePrice === run.totalBudget ? undefined : a.homePrice,
    municipality: a.municipality ?? undefined,
    floodZone: a.floodZone || undefined,
    hazardInsuranceAnnual: a.hazardInsuranceAnnual === estimatedHazard ? undefined : a.hazardInsuranceAnnual,
    floodInsuranceAnnual: a.floodInsuranceAnnual === p.costs.floodInsuranceAnnual ? undefined : a.floodInsuranceAnnual,
    // The tax says where it came from: the buyer's own figure, or the listing's CRIM bill, is kept; an estimate is not.
    propertyTaxAnnual: a.propertyTax?.source === 'buyer' ? a.propertyTax.annual : undefined,
    crimAnnualTax: a.propertyTax?.source === 'crim' ? a.propertyTax.annual : undefined,
  };
}

/** The body of POST /api/calculator: the finances and only the assumptions the buyer gave (JSON has no undefined). */
export const calculationRequest = (finances: Finances, assumptions: CostAssumptionsInput): CalculatorInputValues => ({
  ...finances,
  ...Object.fromEntries(Object.entries(assumptions).filter(([, value]) => value !== undefined)),
});

/** "4 años y 2 meses", "1 año", "3 meses". */
export function monthsText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years && `${years} ${years === 1 ? 'año' : 'años'}`, rest && `${rest} ${rest === 1 ? 'mes' : 'meses'}`].filter(Boolean);
  return parts.length ? parts.join(' y ') : '0 meses';
}
