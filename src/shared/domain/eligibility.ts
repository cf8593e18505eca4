// docs/product/validation.md#eligibility-outcome: each failed rule adds its Spanish reason; the buyer qualifies only
// with none. The loan's rules and figures come from the loan programme's version in force, the assistance's from the
// assistance programme's (src/shared/programme.ts; docs/product/programme.md#two-programmes), each answered apart. The client runs
// it for instant feedback; the server runs it again and stores its own answer with the version it used
// (docs/product/validation.md#the-server-recomputes-every-result).
import { formatUsd } from '../format';
import type { AssistanceParameters, ProgrammeParameters, ProgrammeStatus } from '../programme';
import { evaluateAssistance, spanishDate } from './assistance';
import type { HouseholdCategory } from './calculator';

export type EmploymentStatus = 'full-time' | 'part-time' | 'self-employed' | 'contract' | 'unemployed';
export type HousingHistory = 'first-time' | 'previous-owner' | 'current-owner';
export type CreditScoreBand = 'meets-minimum' | 'below-minimum' | 'no-history';
export type EducationCertificate = 'have' | 'not-yet';

export interface EligibilityFacts {
  age: number;
  graduationYear: number;
  annualIncome: number;
  employmentStatus: EmploymentStatus;
  housingHistory: HousingHistory;
  residencyStatus: 'yes' | 'no';
  /** Asked only when the buyer does not live in Puerto Rico. */
  planToMove?: boolean;
  householdCategory: HouseholdCategory;
  creditScoreBand: CreditScoreBand;
  educationCertificate: EducationCertificate;
  /** Asked only of a previous owner: did they own a home within the programme's window? */
  ownedHomeRecently?: boolean;
  /** Persons living in the household (the assistance's income limit); unknown on answers from before the question. */
  householdSize?: number | null;
}

export function eligibilityReasons(p: ProgrammeParameters) {
  const e = p.eligibility;
  return {
    age: `Debes tener entre ${e.minAge} y ${e.maxAge} años`,
    graduation: `Debes haberte graduado en los últimos ${e.graduationWithinYears} años`,
    income: `Tu ingreso anual debe estar entre ${formatUsd(e.minAnnualIncome)} y ${formatUsd(e.maxAnnualIncome)}`,
    employment: 'Debes tener empleo estable',
    firstHome: 'El programa es para compradores de primera vivienda',
    ownedRecently: `No debes haber tenido vivienda propia en los últimos ${e.noHomeOwnedYears} años`,
    residency: 'Debes vivir en Puerto Rico o planear mudarte a la isla',
    credit: `Necesitas una puntuación de crédito de ${e.minCreditScore} o más`,
  } as const;
}

/** What the buyer still has to do; none of it stops them from qualifying. */
export function eligibilityNextSteps(p: ProgrammeParameters) {
  return {
    alternativeCredit: `Con menos de ${p.eligibility.minCreditScore} de crédito o sin historial, el préstamo acepta crédito alternativo: reúne 12 meses de pagos de renta, luz, agua y teléfono`,
    education:
      'Necesitarás un certificado de educación para compradores de vivienda: lo ofrecen agencias de consejería aprobadas por HUD, en línea o en persona',
  } as const;
}

export interface EligibilityOutcome {
  ageRequirement: boolean;
  graduationRequirement: boolean;
  incomeRequirement: boolean;
  qualifies: boolean;
  reasons: string[];
  nextSteps: string[];
  /** The assistance's tier and its amount before any urban bonus; 0 when the assistance does not count. */
  subsidyTier: HouseholdCategory;
  subsidy: number;
  /** Each programme's own answer; its reasons name the programme. */
  programmes: {
    loan: { qualifies: boolean; reasons: string[] };
    assistance: { qualifies: boolean; reasons: string[]; amount: number; status: ProgrammeStatus; incomeLimit: number | null };
  };
}

/** "Vivienda Joven (AFV): debes tener…": a rule's reason under the programme's name. */
const named = (name: string, reason: string) => `${name}: ${reason[0]!.toLowerCase()}${reason.slice(1)}`;

/** The loan programme closed or paused: it answers no, and says since when. */
function loanNotOpenText(p: ProgrammeParameters): string | null {
  if (p.status.state === 'open') return null;
  const state = p.status.state === 'paused' ? 'en pausa' : 'cerrado';
  return p.status.since ? `${p.name} está ${state} desde el ${spanishDate(p.status.since)}` : `${p.name} está ${state}`;
}

/** `currentYear` is the year in Puerto Rico today; a graduation year in the future does not count as graduated. */
export function evaluateEligibility(
  facts: EligibilityFacts,
  currentYear: number,
  p: ProgrammeParameters,
  a: AssistanceParameters,
): EligibilityOutcome {
  const e = p.eligibility;
  const text = eligibilityReasons(p);
  const steps = eligibilityNextSteps(p);
  const yearsSinceGraduation = currentYear - facts.graduationYear;
  const ageRequirement = facts.age >= e.minAge && facts.age <= e.maxAge;
  const graduationRequirement = yearsSinceGraduation >= 0 && yearsSinceGraduation <= e.graduationWithinYears;
  const incomeRequirement = facts.annualIncome >= e.minAnnualIncome && facts.annualIncome <= e.maxAnnualIncome;
  const lowCredit = facts.creditScoreBand !== 'meets-minimum';

  const reasons: string[] = [];
  const loanNotOpen = loanNotOpenText(p);
  if (loanNotOpen) reasons.push(loanNotOpen);
  if (!ageRequirement) reasons.push(text.age);
  if (!graduationRequirement) reasons.push(text.graduation);
  if (!incomeRequirement) reasons.push(text.income);
  if (facts.employmentStatus === 'unemployed') reasons.push(text.employment);
  if (facts.housingHistory === 'current-owner') reasons.push(text.firstHome);
  if (facts.housingHistory === 'previous-owner' && facts.ownedHomeRecently) reasons.push(text.ownedRecently);
  if (facts.residencyStatus === 'no' && !facts.planToMove) reasons.push(text.residency);
  if (lowCredit && !e.alternativeCreditAccepted) reasons.push(text.credit);

  const nextSteps: string[] = [];
  if (lowCredit && e.alternativeCreditAccepted) nextSteps.push(steps.alternativeCredit);
  if (facts.educationCertificate === 'not-yet') nextSteps.push(steps.education);

  const assistance = evaluateAssistance(facts, a);
  const subsidyTier = facts.householdCategory;
  return {
    ageRequirement,
    graduationRequirement,
    incomeRequirement,
    qualifies: reasons.length === 0,
    reasons,
    nextSteps,
    subsidyTier,
    subsidy: assistance.amount,
    programmes: {
      loan: {
        qualifies: reasons.length === 0,
        reasons: reasons.map((reason) => (reason === loanNotOpen ? reason : named(p.name, reason))),
      },
      assistance: {
        qualifies: assistance.qualifies,
        reasons: assistance.reasons,
        amount: assistance.amount,
        status: a.status,
        incomeLimit: assistance.incomeLimit,
      },
    },
  };
}
