// The homebuyer assistance's rules for a buyer (docs/product/programme.md#two-programmes): whether the
// programme takes applications, the income limit for the household's size, and the amount. Every answer names the
// programme, so a screen showing both programmes never mixes up whose reason it is.
import { formatUsd } from '../format';
import type { AssistanceParameters } from '../programme';
import type { HouseholdCategory } from './calculator';

const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A Puerto Rico date (YYYY-MM-DD) in Spanish words: "30 de septiembre de 2025". */
export function spanishDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} de ${months[month! - 1]} de ${year}`;
}

const roundUpTo50 = (dollars: number) => Math.ceil(dollars / 50) * 50;

/**
 * The household's income limit in dollars a year; null when the programme applies none. Above 8 persons, each extra
 * person adds `perExtraPersonShare` of the 4-person limit, rounded up to $50 (HUD's rule for its income limits).
 */
export function incomeLimitFor(a: AssistanceParameters, householdSize: number): number | null {
  const limits = a.incomeLimits;
  if (!limits) return null;
  const size = Math.max(1, Math.floor(householdSize));
  if (size <= 8) return limits.byHouseholdSize[size - 1]!;
  return limits.byHouseholdSize[7]! + (size - 8) * roundUpTo50(limits.perExtraPersonShare * limits.byHouseholdSize[3]!);
}

/** The amount before any certified-urban-centre bonus, for the household's category. */
export const assistanceTierAmount = (a: AssistanceParameters, category: HouseholdCategory = 'standard') =>
  category === 'critical-workforce' ? a.amounts.essentialWorker : a.amounts.standard;

/** The most a buyer can receive: the larger amount plus the certified urban centre's bonus. */
export const maxAssistance = (a: AssistanceParameters) =>
  Math.max(a.amounts.standard, a.amounts.essentialWorker) + a.amounts.urbanCentreBonus;

/** "Pronto pa' tu casa está cerrado desde el 30 de septiembre de 2025" (or en pausa); null while it is open. */
export function assistanceNotOpenText(a: AssistanceParameters): string | null {
  if (a.status.state === 'open') return null;
  const state = a.status.state === 'paused' ? 'en pausa' : 'cerrado';
  return a.status.since ? `${a.name} está ${state} desde el ${spanishDate(a.status.since)}` : `${a.name} está ${state}`;
}

export const assistanceCopy = {
  householdSizeMissing: (name: string) => `${name}: indica cuántas personas viven en tu hogar para saber si cualificas`,
  overIncome: (name: string, size: number, limit: number) =>
    `${name}: tu ingreso pasa el límite para un hogar de ${size} ${size === 1 ? 'persona' : 'personas'} (${formatUsd(limit)})`,
  residency: (name: string) => `${name}: debes vivir en Puerto Rico o planear mudarte a la isla`,
  firstHome: (name: string) => `${name}: es para quien no es dueño de su residencia principal`,
  /** Beside a budget made without the assistance. */
  budgetWithout: (reason: string) => `Tu presupuesto no cuenta la asistencia: ${reason.replace(/\.$/, '')}.`,
} as const;

export interface AssistanceFacts {
  annualIncome: number;
  /** Persons living in the household; unknown on answers given before the question existed. */
  householdSize?: number | null;
  householdCategory?: HouseholdCategory;
  residencyStatus?: 'yes' | 'no';
  planToMove?: boolean;
  housingHistory?: 'first-time' | 'previous-owner' | 'current-owner';
}

export interface AssistanceAnswer {
  qualifies: boolean;
  /** Each reason names the programme; a closed or paused programme's is its only one. */
  reasons: string[];
  /** Dollars before any certified-urban-centre bonus; 0 unless it qualifies. */
  amount: number;
  /** The income limit it was judged by, when the household's size was known and the programme has limits. */
  incomeLimit: number | null;
}

/** The assistance's answer for one buyer; a programme that is not open never counts. */
export function evaluateAssistance(facts: AssistanceFacts, a: AssistanceParameters): AssistanceAnswer {
  const notOpen = assistanceNotOpenText(a);
  if (notOpen) return { qualifies: false, reasons: [notOpen], amount: 0, incomeLimit: null };
  const reasons: string[] = [];
  let incomeLimit: number | null = null;
  if (a.incomeLimits) {
    if (!facts.householdSize) reasons.push(assistanceCopy.householdSizeMissing(a.name));
    else {
      incomeLimit = incomeLimitFor(a, facts.householdSize);
      if (incomeLimit !== null && facts.annualIncome > incomeLimit)
        reasons.push(assistanceCopy.overIncome(a.name, facts.householdSize, incomeLimit));
    }
  }
  if (facts.residencyStatus === 'no' && !facts.planToMove) reasons.push(assistanceCopy.residency(a.name));
  if (facts.housingHistory === 'current-owner') reasons.push(assistanceCopy.firstHome(a.name));
  const qualifies = reasons.length === 0;
  return { qualifies, reasons, amount: qualifies ? assistanceTierAmount(a, facts.householdCategory) : 0, incomeLimit };
}
