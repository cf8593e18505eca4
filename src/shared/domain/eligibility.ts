// docs/product/validation.md#eligibility-outcome: each failed rule adds its Spanish reason; the buyer qualifies only with none.
// The client runs it for instant feedback; the server runs it again and stores its own answer (docs/product/validation.md#the-server-recomputes-every-result).
import { programme } from '../programme';

export type EmploymentStatus = 'full-time' | 'part-time' | 'self-employed' | 'contract' | 'unemployed';
export type HousingHistory = 'first-time' | 'previous-owner' | 'current-owner';

export interface EligibilityFacts {
  age: number;
  graduationYear: number;
  annualIncome: number;
  employmentStatus: EmploymentStatus;
  housingHistory: HousingHistory;
  residencyStatus: 'yes' | 'no';
  /** Asked only when the buyer does not live in Puerto Rico. */
  planToMove?: boolean;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

export const eligibilityReasons = {
  age: `Debes tener entre ${programme.minAge} y ${programme.maxAge} años`,
  graduation: `Debes haberte graduado en los últimos ${programme.graduationWithinYears} años`,
  income: `Tu ingreso anual debe estar entre ${dollars(programme.minAnnualIncome)} y ${dollars(programme.maxAnnualIncome)}`,
  employment: 'Debes tener empleo estable',
  firstHome: 'El programa es para compradores de primera vivienda',
  residency: 'Debes vivir en Puerto Rico o planear mudarte a la isla',
} as const;

export interface EligibilityOutcome {
  ageRequirement: boolean;
  graduationRequirement: boolean;
  incomeRequirement: boolean;
  qualifies: boolean;
  reasons: string[];
}

/** `currentYear` is the year in Puerto Rico today; a graduation year in the future does not count as graduated. */
export function evaluateEligibility(facts: EligibilityFacts, currentYear: number): EligibilityOutcome {
  const yearsSinceGraduation = currentYear - facts.graduationYear;
  const ageRequirement = facts.age >= programme.minAge && facts.age <= programme.maxAge;
  const graduationRequirement = yearsSinceGraduation >= 0 && yearsSinceGraduation <= programme.graduationWithinYears;
  const incomeRequirement = facts.annualIncome >= programme.minAnnualIncome && facts.annualIncome <= programme.maxAnnualIncome;

  const reasons: string[] = [];
  if (!ageRequirement) reasons.push(eligibilityReasons.age);
  if (!graduationRequirement) reasons.push(eligibilityReasons.graduation);
  if (!incomeRequirement) reasons.push(eligibilityReasons.income);
  if (facts.employmentStatus === 'unemployed') reasons.push(eligibilityReasons.employment);
  if (facts.housingHistory === 'current-owner') reasons.push(eligibilityReasons.firstHome);
  if (facts.residencyStatus === 'no' && !facts.planToMove) reasons.push(eligibilityReasons.residency);

  return { ageRequirement, graduationRequirement, incomeRequirement, qualifies: reasons.length === 0, reasons };
}
