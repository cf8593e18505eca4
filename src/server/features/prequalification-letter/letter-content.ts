// The words of the pre-qualification letter PDF (docs/product/screens.md#the-pre-qualification-letter-is-a-real-pdf), from the buyer's
// stored figures only, with the programme figures of the version the calculation was made with
// (docs/product/programme.md#programme-parameters-as-data: stored results keep their version).
import { letterFigures, programmeDisclaimer } from '../../../shared/domain/bank-letter';
import { monthlyCostLabels } from '../../../shared/domain/home-cost';
import { formatDate, formatDateTime, formatPercent, formatUsd } from '../../../shared/format';
import type { AssistanceParameters, ProgrammeParameters } from '../../../shared/programme';
import type { CalculatorRun } from '../../../shared/schemas/calculator';
import type { RecentEligibility } from '../../../shared/schemas/eligibility';

export interface LetterSource {
  buyerName: string;
  figures: CalculatorRun;
  /** The parameters of the calculation's own programme version. */
  parameters: ProgrammeParameters;
  /** The parameters of the calculation's own assistance version; null on calculations made before the two programmes. */
  assistance: AssistanceParameters | null;
  eligibility: RecentEligibility | null;
  /** The municipality of the buyer's latest bank outreach, when there is one. */
  municipality: string | null;
  now: Date;
}

export interface LetterContent {
  title: string;
  subtitle: string;
  placeAndDate: string;
  salutation: string;
  intro: string;
  figures: Array<[string, string]>;
  /** Whether the budget counts the assistance, and why not when it does not (docs/product/programme.md#two-programmes). */
  assistance: string | null;
  /** The whole cost at the calculation's price (docs/product/programme.md#the-whole-cost); null on calculations made before it. */
  homeCost: { heading: string; rows: Array<[string, string]> } | null;
  eligibility: string;
  eligibilityReasons: string[];
  closing: string;
  disclaimer: string;
  footer: string;
}

/**
 * The monthly cost (each line the buyer pays, and the total) and the cash to close at the price the calculation
 * assumed. Lines of $0 (no flood zone, no mortgage insurance) are left out: the total says all.
 */
function homeCostSection(figures: CalculatorRun): LetterContent['homeCost'] {
  const { assumptions, monthlyCost, cashToClose, loanAmount } = figures;
  if (!assumptions || !monthlyCost || !cashToClose || loanAmount === null) return null;
  const place = assumptions.municipality ? ` en ${assumptions.municipality}` : '';
  const lines = (Object.keys(monthlyCostLabels) as Array<keyof typeof monthlyCostLabels>).filter((key) => monthlyCost[key] !== 0);
  return {
    heading: `Costo estimado de una vivienda de ${formatUsd(assumptions.homePrice)}${place}:`,
    rows: [
      ['Préstamo a ese precio', formatUsd(loanAmount)],
      ...lines.map((key): [string, string] => [monthlyCostLabels[key], `${formatUsd(monthlyCost[key])} al mes`]),
      ['Costo mensual total', `${formatUsd(monthlyCost.total)} al mes`],
      ['Efectivo para el cierre (total)', formatUsd(cashToClose.total)],
    ],
  };
}

export function prequalificationLetterContent({
  buyerName,
  figures,
  parameters: p,
  assistance,
  eligibility,
  municipality,
  now,
}: LetterSource): LetterContent {
  return {
    title: 'Carta de precualificación',
    subtitle: assistance
      ? `${p.name} y ${assistance.name}: compradores de primera vivienda en Puerto Rico`
      : 'Programa de asistencia para compradores de primera vivienda en Puerto Rico',
    placeAndDate: `${municipality ? `${municipality}, ` : ''}Puerto Rico, ${formatDate(now)}`,
    salutation: 'A quien pueda interesar:',
    intro:
      `Esta carta resume los estimados de ${buyerName}, calculados con la calculadora de presupuesto de Casa Joven PR ` +
      `el ${formatDate(figures.createdAt)} a partir de la información que proporcionó y de los parámetros del programa ` +
      `(tasa fija de ${formatPercent(p.loan.annualInterestRate)} a ${p.loan.termYears} años, hasta ${formatPercent(p.loan.debtToIncomeRatio)} ` +
      `del ingreso mensual para el pago de vivienda e hipoteca máxima de ${formatUsd(p.loan.maxMortgage)}):`,
    figures: letterFigures(figures),
    assistance: assistanceSentence(figures, assistance),
    homeCost: homeCostSection(figures),
    eligibility: !eligibility
      ? 'Verificación de elegibilidad: pendiente.'
      : eligibility.qualifies
        ? `Verificación de elegibilidad: cumple con los requisitos del programa (verificada el ${formatDate(eligibility.createdAt)}).`
        : `Verificación de elegibilidad: no cumple con todos los requisitos del programa (verificada el ${formatDate(eligibility.createdAt)}):`,
    eligibilityReasons: eligibility && !eligibility.qualifies ? eligibility.reasons : [],
    closing: 'Presente esta carta a la institución financiera de su preferencia para iniciar su proceso de precualificación.',
    disclaimer: programmeDisclaimer,
    footer: `Generada por Casa Joven PR el ${formatDateTime(now)}`,
  };
}

/** The assistance in the budget: how much and from which programme, or that it is left out and why. */
function assistanceSentence(figures: CalculatorRun, assistance: AssistanceParameters | null): string | null {
  if (!assistance || !figures.assistance) return null;
  if (figures.assistance.counted) return `El presupuesto incluye ${formatUsd(figures.hbaSubsidy)} de ${assistance.name}.`;
  const why = figures.assistance.reasons.map((reason) => reason.replace(/\.$/, '')).join('; ');
  return `El presupuesto no incluye asistencia de ${assistance.name}: ${why}.`;
}
