// The whole cost of a home at one price (docs/product/programme.md#the-whole-cost): what it costs each month and the
// cash the buyer brings to the closing, from the programme version in force and the buyer's own assumptions.
// Whole dollars: each line is rounded, and each total is the sum of its rounded lines, so a screen's sum adds up.
import type { Municipality } from '../municipalities';
import type { AssistanceParameters, ProgrammeParameters } from '../programme';
import { calculateBudget, monthlyPaymentOf, type CalculatorInput, type CalculatorResult } from './calculator';

/** What the buyer may change; everything missing comes from the programme. */
export interface CostAssumptionsInput {
  homePrice?: number;
  municipality?: Municipality;
  floodZone?: boolean;
  hazardInsuranceAnnual?: number;
  floodInsuranceAnnual?: number;
  /** The yearly property tax the buyer typed (their CRIM bill or a quote): it wins over everything else. */
  propertyTaxAnnual?: number;
  /** The listing's yearly CRIM bill, when the seller gave it: it wins over the estimate. */
  crimAnnualTax?: number;
}

/**
 * Where the monthly property tax comes from (docs/product/programme.md#property-tax): the figure the buyer typed, the
 * listing's CRIM bill ("según el CRIM"), or the programme's estimate ("estimado", with a range where sources disagree).
 */
export type PropertyTaxSource = 'buyer' | 'crim' | 'estimate';

export const propertyTaxSourceLabels: Record<PropertyTaxSource, string> = {
  buyer: 'la cifra que escribiste',
  crim: 'según el CRIM',
  estimate: 'estimado',
};

/** The yearly property tax used, to the cent; `low` and `high` differ only for an estimate. */
export interface PropertyTaxFigure {
  source: PropertyTaxSource;
  annual: number;
  low: number;
  high: number;
}

/** Every assumption the figures used, resolved. */
export interface CostAssumptions {
  homePrice: number;
  municipality: Municipality | null;
  propertyTaxRate: number;
  assessedValue: number;
  floodZone: boolean;
  hazardInsuranceAnnual: number;
  floodInsuranceAnnual: number;
  /** Missing on calculations stored before the tax said where it came from. */
  propertyTax?: PropertyTaxFigure;
}

export interface MonthlyCost {
  principalAndInterest: number;
  propertyTax: number;
  hazardInsurance: number;
  floodInsurance: number;
  mortgageInsurance: number;
  total: number;
}

export type CashToCloseKey =
  'downPayment' | 'notary' | 'stamps' | 'registry' | 'titleStudy' | 'appraisal' | 'inspection' | 'financedClosingCosts' | 'subsidy';

export const cashToCloseLabels: Record<CashToCloseKey, string> = {
  downPayment: 'Pronto pago (lo que el préstamo no financia del precio)',
  notary: 'Honorarios del notario',
  stamps: 'Sellos y comprobantes',
  registry: 'Registro de la Propiedad',
  titleStudy: 'Estudio de título',
  appraisal: 'Tasación',
  inspection: 'Inspección',
  financedClosingCosts: 'Gastos de cierre financiados por el préstamo',
  subsidy: 'Subsidio del programa',
};

export const monthlyCostLabels: Record<Exclude<keyof MonthlyCost, 'total'>, string> = {
  principalAndInterest: 'Principal e intereses',
  propertyTax: 'Contribución sobre la propiedad (CRIM)',
  hazardInsurance: 'Seguro de riesgo (incendio, huracán, terremoto)',
  floodInsurance: 'Seguro de inundación',
  mortgageInsurance: 'Seguro hipotecario',
};

export interface CashToCloseLine {
  key: CashToCloseKey;
  /** Negative for what the loan's allowance and the subsidy cover. */
  amount: number;
}

export interface HomeCost {
  assumptions: CostAssumptions;
  loanAmount: number;
  monthlyCost: MonthlyCost;
  cashToClose: { lines: CashToCloseLine[]; total: number };
}

export interface HomeCostInput {
  /** The most the buyer can borrow (the calculator's maximum mortgage). */
  maxMortgage: number;
  subsidy: number;
  /** The buyer's own savings for the purchase; the loan covers what they and the subsidy do not. */
  downPayment: number;
  assumptions: CostAssumptionsInput & { homePrice: number };
}

/** Derived amounts kept to the cent: a share of a price in floating point prints as 146607.30000000002. */
const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * CRIM's formula (docs/product/programme.md#property-tax): the assessed value less the principal-residence exemption,
 * never below zero, times the municipality's rate; the assessed value is a share of the price, which the programme
 * estimates. A figure the buyer typed wins, then the listing's CRIM bill, then the estimate at the share's low, middle
 * and high ends.
 */
export function propertyTaxOf(
  input: Pick<CostAssumptionsInput, 'propertyTaxAnnual' | 'crimAnnualTax'>,
  homePrice: number,
  rate: number,
  p: ProgrammeParameters,
): PropertyTaxFigure {
  const given = (source: PropertyTaxSource, annual: number) => ({
    source,
    annual: toCents(annual),
    low: toCents(annual),
    high: toCents(annual),
  });
  if (input.propertyTaxAnnual !== undefined) return given('buyer', input.propertyTaxAnnual);
  if (input.crimAnnualTax !== undefined) return given('crim', input.crimAnnualTax);
  const tax = p.costs.propertyTax;
  const at = (share: number) => toCents(Math.max(0, toCents(homePrice * share) - tax.exemption) * rate);
  const range = tax.assessedShareRange ?? { low: tax.assessedShareOfPrice, high: tax.assessedShareOfPrice };
  return { source: 'estimate', annual: at(tax.assessedShareOfPrice), low: at(range.low), high: at(range.high) };
}

export function resolveAssumptions(
  input: CostAssumptionsInput & { homePrice: number },
  p: ProgrammeParameters,
): CostAssumptions & { propertyTax: PropertyTaxFigure } {
  const tax = p.costs.propertyTax;
  const homePrice = Math.max(0, input.homePrice);
  const propertyTaxRate = (input.municipality && tax.rates[input.municipality]) ?? tax.defaultRate;
  return {
    homePrice,
    municipality: input.municipality ?? null,
    propertyTaxRate,
    assessedValue: toCents(homePrice * tax.assessedShareOfPrice),
    floodZone: input.floodZone ?? false,
    hazardInsuranceAnnual: input.hazardInsuranceAnnual ?? toCents(homePrice * p.costs.hazardInsuranceRate),
    floodInsuranceAnnual: input.floodInsuranceAnnual ?? p.costs.floodInsuranceAnnual,
    propertyTax: propertyTaxOf(input, homePrice, propertyTaxRate, p),
  };
}

/** The notary's fee: one rate up to the tier, a lower one on the part of the price above it. */
export function notaryFee(price: number, p: ProgrammeParameters): number {
  const c = p.costs.closing;
  return Math.min(price, c.notaryTier) * c.notaryRate + Math.max(0, price - c.notaryTier) * c.notaryRateAbove;
}

/** Closing costs at this price, each rounded to whole dollars. */
export function closingCostLines(price: number, p: ProgrammeParameters): CashToCloseLine[] {
  const c = p.costs.closing;
  return [
    { key: 'notary', amount: Math.round(notaryFee(price, p)) },
    { key: 'stamps', amount: Math.round(price * c.stampsRate) },
    { key: 'registry', amount: Math.round(price * c.registryRate) },
    { key: 'titleStudy', amount: c.titleStudy },
    { key: 'appraisal', amount: c.appraisal },
    { key: 'inspection', amount: c.inspection },
  ];
}

/** What something else pays, as a negative line; zero stays 0, since −0 prints as "-$0". */
const covered = (amount: number) => (amount === 0 ? 0 : -amount);

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

export function homeCost(input: HomeCostInput, p: ProgrammeParameters): HomeCost {
  const assumptions = resolveAssumptions(input.assumptions, p);
  const price = Math.round(assumptions.homePrice);
  const closing = closingCostLines(price, p);
  const closingTotal = sum(closing.map((line) => line.amount));

  // The loan covers what the subsidy and the buyer's savings leave, within its limits: a share of the price plus
  // closing costs up to the allowance, never more than the buyer's maximum mortgage. The share may be set above 100 %
  // (the schema allows 1.2), but the loan never finances more than the price itself: the rest would have shown as a
  // negative down payment; closing costs are financed through the allowance only.
  const loanOnPrice = Math.min(price, Math.round(price * p.loan.loanToValue));
  const allowance = Math.min(closingTotal, Math.round(price * p.loan.closingCostsAllowance));
  const loanLimit = Math.min(Math.round(input.maxMortgage), loanOnPrice + allowance);
  const needed = Math.max(0, price + closingTotal - Math.round(input.subsidy) - Math.round(input.downPayment));
  const loanAmount = Math.min(loanLimit, needed);

  const financedOnPrice = Math.min(loanAmount, loanOnPrice);
  const financedClosingCosts = loanAmount - financedOnPrice;
  const downPayment = price - financedOnPrice;
  const subsidy = Math.min(Math.round(input.subsidy), downPayment + closingTotal - financedClosingCosts);
  const lines: CashToCloseLine[] = [
    { key: 'downPayment', amount: downPayment },
    ...closing,
    { key: 'financedClosingCosts', amount: covered(financedClosingCosts) },
    { key: 'subsidy', amount: covered(subsidy) },
  ];

  const mortgageInsured = price > 0 && loanAmount > price * p.costs.mortgageInsuranceAbove;
  const monthly = {
    principalAndInterest: Math.round(monthlyPaymentOf(loanAmount, p)),
    propertyTax: Math.round(assumptions.propertyTax.annual / 12),
    hazardInsurance: Math.round(assumptions.hazardInsuranceAnnual / 12),
    floodInsurance: assumptions.floodZone ? Math.round(assumptions.floodInsuranceAnnual / 12) : 0,
    mortgageInsurance: mortgageInsured ? Math.round((loanAmount * p.costs.mortgageInsuranceRate) / 12) : 0,
  };
  return {
    assumptions,
    loanAmount,
    monthlyCost: { ...monthly, total: sum(Object.values(monthly)) },
    cashToClose: { lines, total: sum(lines.map((line) => line.amount)) },
  };
}

/**
 * The calculator's four figures and the whole cost at the buyer's price: the screen shows it at once and the server
 * stores its own run of it. Without a price of their own, the buyer sees the whole cost of the most they can buy.
 */
export function calculateWholeCost(
  input: CalculatorInput & CostAssumptionsInput,
  p: ProgrammeParameters,
  assistance: AssistanceParameters,
): { budget: CalculatorResult; cost: HomeCost } {
  const budget = calculateBudget(input, p, assistance);
  const {
    homePrice = budget.totalBudget,
    municipality,
    floodZone,
    hazardInsuranceAnnual,
    floodInsuranceAnnual,
    propertyTaxAnnual,
    crimAnnualTax,
  } = input;
  const cost = homeCost(
    {
      maxMortgage: budget.maxMortgage,
      subsidy: budget.hbaSubsidy,
      downPayment: input.downPayment,
      assumptions: { homePrice, municipality, floodZone, hazardInsuranceAnnual, floodInsuranceAnnual, propertyTaxAnnual, crimAnnualTax },
    },
    p,
  );
  return { budget, cost };
}
