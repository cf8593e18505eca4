// docs/product/constants.md budget calculator, with the programme version in force (src/shared/programme.ts). Dollars
// in, whole dollars out; the client shows it at once and the server stores its own run of the same function
// (docs/product/validation.md#the-server-recomputes-every-result).
import { formatUsd } from '../format';
import type { AssistanceParameters, ProgrammeParameters } from '../programme';
import { evaluateAssistance, maxAssistance } from './assistance';

export type Zone = 'urban' | 'rural';
/** Whether someone in the household is critical recovery workforce: it decides the assistance's amount. */
export type HouseholdCategory = 'standard' | 'critical-workforce';

export interface CalculatorInput {
  annualIncome: number;
  monthlyDebts: number;
  downPayment: number;
  zone: Zone;
  householdCategory?: HouseholdCategory;
  /** Persons in the household: the assistance's income limit depends on it. */
  householdSize?: number | null;
}

export interface CalculatorResult {
  maxMortgage: number;
  monthlyPayment: number;
  /** The assistance counted in the budget (0 when it is left out). */
  hbaSubsidy: number;
  totalBudget: number;
  /** Why the assistance is left out of the budget (each names the programme); empty when it counts. */
  assistanceReasons: string[];
}

/** Present value of 1 dollar paid monthly over the loan's whole term (annuity factor). */
export function annuityFactor(p: ProgrammeParameters): number {
  const monthlyRate = p.loan.annualInterestRate / 12;
  const payments = p.loan.termYears * 12;
  return monthlyRate === 0 ? payments : (1 - (1 + monthlyRate) ** -payments) / monthlyRate;
}

/** The monthly principal and interest of a loan of `amount` dollars, unrounded. */
export const monthlyPaymentOf = (amount: number, p: ProgrammeParameters) => amount / annuityFactor(p);

/**
 * The assistance this buyer counts on in the budget, with the zone's bonus (a home in a certified urban centre), or 0
 * and the reasons it is left out: the programme is not open, or the buyer does not qualify (src/shared/domain/assistance.ts).
 */
export function budgetAssistance(
  input: Pick<CalculatorInput, 'annualIncome' | 'zone' | 'householdCategory' | 'householdSize'>,
  a: AssistanceParameters,
): { amount: number; reasons: string[] } {
  const answer = evaluateAssistance(
    { annualIncome: input.annualIncome, householdSize: input.householdSize, householdCategory: input.householdCategory },
    a,
  );
  if (!answer.qualifies) return { amount: 0, reasons: answer.reasons };
  return { amount: answer.amount + (input.zone === 'urban' ? a.amounts.urbanCentreBonus : 0), reasons: [] };
}

/** The most a buyer can receive: the larger amount plus the urban centre's bonus (the landing page's and the guide's headline). */
export const maxSubsidy = (a: AssistanceParameters) => maxAssistance(a);

/** The assistance's amounts and urban bonus in words, without a final stop: the landing page's card and the guide's answer. */
export function subsidyTiersText(a: AssistanceParameters): string {
  const { standard, essentialWorker, urbanCentreBonus } = a.amounts;
  const base =
    standard === essentialWorker
      ? `${formatUsd(standard)} base`
      : `${formatUsd(standard)} base (${formatUsd(essentialWorker)} si alguien de tu hogar es fuerza laboral crítica)`;
  return urbanCentreBonus > 0 ? `${base} más ${formatUsd(urbanCentreBonus)} adicionales si compras en un centro urbano certificado` : base;
}

/** The loan's terms from the loan programme, the assistance from the assistance programme (docs/product/programme.md#two-programmes). */
export function calculateBudget(input: CalculatorInput, p: ProgrammeParameters, a: AssistanceParameters): CalculatorResult {
  // What the buyer can pay each month: the DTI share of gross monthly income, less existing debts, never negative.
  const monthlyCapacity = Math.max(0, (input.annualIncome / 12) * p.loan.debtToIncomeRatio - input.monthlyDebts);
  const maxMortgage = Math.round(Math.min(monthlyCapacity * annuityFactor(p), p.loan.maxMortgage));
  // The payment of the mortgage actually offered, so a capped mortgage shows its own (lower) payment.
  const monthlyPayment = Math.round(monthlyPaymentOf(maxMortgage, p));
  const assistance = budgetAssistance(input, a);
  const hbaSubsidy = assistance.amount;
  return {
    maxMortgage,
    monthlyPayment,
    hbaSubsidy,
    totalBudget: maxMortgage + hbaSubsidy + Math.round(input.downPayment),
    assistanceReasons: assistance.reasons,
  };
}
