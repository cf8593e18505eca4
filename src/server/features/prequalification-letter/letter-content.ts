// The words of the pre-qualification letter PDF (docs/product/screens.md#the-pre-qualification-letter-is-a-real-pdf), from the buyer's stored figures only.
import { letterFigures, programmeDisclaimer } from '../../../shared/domain/bank-letter';
import { formatDate, formatDateTime, formatUsd } from '../../../shared/format';
import { programme } from '../../../shared/programme';
import type { CalculatorRun } from '../../../shared/schemas/calculator';
import type { RecentEligibility } from '../../../shared/schemas/eligibility';

export interface LetterSource {
  buyerName: string;
  figures: CalculatorRun;
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
  eligibility: string;
  eligibilityReasons: string[];
  closing: string;
  disclaimer: string;
  footer: string;
}

export function prequalificationLetterContent({ buyerName, figures, eligibility, municipality, now }: LetterSource): LetterContent {
  const rate = `${programme.annualInterestRate * 100}%`;
  const dti = `${Math.round(programme.debtToIncomeRatio * 100)}%`;
  return {
    title: 'Carta de precualificación',
    subtitle: 'Programa de asistencia para compradores de primera vivienda en Puerto Rico',
    placeAndDate: `${municipality ? `${municipality}, ` : ''}Puerto Rico, ${formatDate(now)}`,
    salutation: 'A quien pueda interesar:',
    intro:
      `Esta carta resume los estimados de ${buyerName}, calculados con la calculadora de presupuesto de Casa Joven PR ` +
      `el ${formatDate(figures.createdAt)} a partir de la información que proporcionó y de los parámetros del programa ` +
      `(tasa fija de ${rate} a ${programme.loanTermYears} años, hasta ${dti} del ingreso mensual para el pago de vivienda ` +
      `e hipoteca máxima de ${formatUsd(programme.maxMortgage)}):`,
    figures: letterFigures(figures),
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
