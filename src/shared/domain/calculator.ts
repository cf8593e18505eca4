// docs/product/constants.md budget calculator, with the programme version in force (src/shared/programme.ts). Dollars
// in, whole dollars out; the client shows it at once and the server stores its own run of the same function
// (docs/product/validation.md#the-server-recomputes-every-result).
import { formatUsd } from '../format';
import type { ProgrammeParameters } from '../programme';

export type Zone = 'urban' | 'rural';
/** Whether someone in the household is critical recovery workforce: it decides the subsidy's tier. */
export type HouseholdCategory = 'standard' | 'critical-workforce';

export interface CalculatorInput {
  annualIncome: number;
  monthlyDebts: number;
  downPayment: number;
  zone: Zone;
  householdCategory?: HouseholdCategory;
}

export interface CalculatorResult {
  maxMortgage: number;
  monthlyPayment: number;
  hbaSubsidy: number;
  totalBudget: number;
}

/** Present value of 1 dollar paid monthly over the loan's whole term (annuity factor). */
export function annuityFactor(p: ProgrammeParameters): number {
  const monthlyRate = p.loan.annualInterestRate / 12;
  const payments = p.loan.termYears * 12;
  return monthlyRate === 0 ? payments : (1 - (1 + monthlyRate) ** -payments) / monthlyRate;
}

/** The monthly principal and interest of a loan of `amount` dollars, unrounded. */
export const monthlyPaymentOf = (amount: number, p: ProgrammeParameters) => amount / annuityFactor(p);

/** The grant for this household and zone; nothing above the subsidy's income limit when the programme sets one. */
export function subsidyFor(p: ProgrammeParameters, zone: Zone, category: HouseholdCategory = 'standard', annualIncome = 0): number {
  if (p.subsidy.maxIncome !== null && annualIncome > p.subsidy.maxIncome) return 0;
  const tier = category === 'critical-workforce' ? p.subsidy.criticalWorkforce : p.subsidy.standard;
  return tier + (zone === 'urban' ? p.subsidy.urbanBonus : 0);
}

/** The most a buyer can receive: the larger tier plus the urban bonus (the landing page's and the guide's headline). */
export const maxSubsidy = (p: ProgrammeParameters) => Math.max(p.subsidy.standard, p.subsidy.criticalWorkforce) + p.subsidy.urbanBonus;

/** The subsidy's tiers and urban bonus in words, without a final stop: the landing page's card and the guide's answer. */
export function subsidyTiersText(p: ProgrammeParameters): string {
  const { standard, criticalWorkforce, urbanBonus } = p.subsidy;
  const base =
    standard === criticalWorkforce
      ? `${formatUsd(standard)} base`
      : `${formatUsd(standard)} base (${formatUsd(criticalWorkforce)} si alguien de tu hogar es fuerza laboral crítica)`;
  return urbanBonus > 0 ? `${base} más ${formatUsd(urbanBonus)} adicionales si compras en zona urbana` : base;
}

export function calculateBudget(input: CalculatorInput, p: ProgrammeParameters): CalculatorResult {
  // What the buyer can pay each month: the DTI share of gross monthly income, less existing debts, never negative.
  const monthlyCapacity = Math.max(0, (input.annualIncome / 12) * p.loan.debtToIncomeRatio - input.monthlyDebts);
  const maxMortgage = Math.round(Math.min(monthlyCapacity * annuityFactor(p), p.loan.maxMortgage));
  // The payment of the mortgage actually offered, so a capped mortgage shows its own (lower) payment.
  const monthlyPayment = Math.round(monthlyPaymentOf(maxMortgage, p));
  const hbaSubsidy = subsidyFor(p, input.zone, input.householdCategory, input.annualIncome);
  return { maxMortgage, monthlyPayment, hbaSubsidy, totalBudget: maxMortgage + hbaSubsidy + Math.round(input.downPayment) };
}
