// The landing page's benefit cards and eligibility line, written from the programme version in force
// (docs/product/programme.md#landing-and-texts). Type imports only from src/shared/programme.ts: its values carry
// zod, which the app's first chunk (where the landing page lives, docs/decisions/0006) does not load.
import type { ProgrammeParameters } from '../../../shared/programme';
import { maxSubsidy, subsidyTiersText } from '../../../shared/domain/calculator';
import { formatPercent, formatUsd } from '../../lib/format';

export type BenefitKind = 'subsidy' | 'financing' | 'rate';

export interface Benefit {
  kind: BenefitKind;
  title: string;
  text: string;
}

export function landingBenefits(p: ProgrammeParameters): Benefit[] {
  return [
    {
      kind: 'subsidy',
      title: `Subsidio hasta ${formatUsd(maxSubsidy(p))}`,
      text: `${subsidyTiersText(p)}.`,
    },
    {
      kind: 'financing',
      title: `Financiamiento hasta ${formatPercent(p.loan.loanToValue + p.loan.closingCostsAllowance)}`,
      text: `${formatPercent(p.loan.loanToValue)} del valor de la propiedad más ${formatPercent(p.loan.closingCostsAllowance)} para gastos de cierre y mudanza.`,
    },
    {
      kind: 'rate',
      title: `Tasa fija de ${formatPercent(p.loan.annualInterestRate)}`,
      text: `Una tasa de interés fija durante los ${p.loan.termYears} años del préstamo, sin sorpresas.`,
    },
  ];
}

/** Who the programme is for, above the page's heading. */
export const audience = (p: ProgrammeParameters) => `Para profesionales jóvenes de ${p.eligibility.minAge} a ${p.eligibility.maxAge} años`;

/** The page's opening paragraph. */
export const introduction = (p: ProgrammeParameters) =>
  `Si te graduaste en los últimos ${p.eligibility.graduationWithinYears} años, el programa de asistencia para compradores de primera vivienda te ayuda con el pronto, los gastos de cierre y una tasa fija. Verifica tu elegibilidad, calcula tu presupuesto y prepárate para el banco.`;
