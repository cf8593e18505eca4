// docs/product/constants.md budget calculator. Dollars in, whole dollars out; the client shows it at once and the server stores
// its own run of the same function (docs/product/validation.md#the-server-recomputes-every-result).
import { programme } from '../programme';

export type Zone = 'urban' | 'rural';

export interface CalculatorInput {
  annualIncome: number;
  monthlyDebts: number;
  downPayment: number;
  zone: Zone;
}

export interface CalculatorResult {
  maxMortgage: number;
  monthlyPayment: number;
  hbaSubsidy: number;
  totalBudget: number;
}

const monthlyRate = programme.annualInterestRate / 12;
const payments = programme.loanTermYears * 12;
/** Present value of 1 dollar paid monthly over the whole term (annuity factor). */
const annuityFactor = (1 - (1 + monthlyRate) ** -payments) / monthlyRate;

export function subsidyFor(zone: Zone): number {
  return programme.baseSubsidy + (zone === 'urban' ? programme.urbanSubsidyBonus : 0);
}

export function calculateBudget(input: CalculatorInput): CalculatorResult {
  // What the buyer can pay each month: 28 % of gross monthly income, less existing debts, never negative.
  const monthlyCapacity = Math.max(0, (input.annualIncome / 12) * programme.debtToIncomeRatio - input.monthlyDebts);
  const maxMortgage = Math.round(Math.min(monthlyCapacity * annuityFactor, programme.maxMortgage));
  // The payment of the mortgage actually offered, so a capped mortgage shows its own (lower) payment.
  const monthlyPayment = Math.round(maxMortgage / annuityFactor);
  const hbaSubsidy = subsidyFor(input.zone);
  return { maxMortgage, monthlyPayment, hbaSubsidy, totalBudget: maxMortgage + hbaSubsidy + Math.round(input.downPayment) };
}
