// The landing page's benefit cards and eligibility line, written from the two programmes' versions in force
// (docs/product/programme.md#landing-and-texts): the assistance's card from the assistance programme (or why it is not
// counted while it is closed), the financing and rate cards from the loan programme. Type imports only from src/shared/programme.ts: its values carry
// zod, which the app's first chunk (where the landing page lives, docs/decisions/0006) does not load.
import type { AssistanceParameters, ProgrammeParameters } from '../../../shared/programme';
import { assistanceNotOpenText, maxAssistance } from '../../../shared/domain/assistance';
import { subsidyTiersText } from '../../../shared/domain/calculator';
import { formatPercent, formatUsd } from '../../lib/format';

export type BenefitKind = 'subsidy' | 'financing' | 'rate';

export interface Benefit {
  kind: BenefitKind;
  title: string;
  text: string;
}

/** The assistance's card: its amounts while it takes applications; closed or paused, that it is not counted. */
function assistanceBenefit(a: AssistanceParameters): Benefit {
  const closed = assistanceNotOpenText(a);
  if (closed) {
    return {
      kind: 'subsidy',
      title: `${a.name}: ${a.status.state === 'paused' ? 'en pausa' : 'cerrado'}`,
      text: `${closed}. Tu presupuesto se calcula sin esa asistencia, solo con el préstamo y tus ahorros.`,
    };
  }
  return { kind: 'subsidy', title: `Asistencia hasta ${formatUsd(maxAssistance(a))}`, text: `${a.name}: ${subsidyTiersText(a)}.` };
}

export function landingBenefits(p: ProgrammeParameters, a: AssistanceParameters): Benefit[] {
  return [
    assistanceBenefit(a),
    {
      kind: 'financing',
      title: `Financiamiento hasta ${formatPercent(p.loan.loanToValue + p.loan.closingCostsAllowance)}`,
      text: `${p.name}: ${formatPercent(p.loan.loanToValue)} del valor de la propiedad más ${formatPercent(p.loan.closingCostsAllowance)} para gastos de cierre y mudanza.`,
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

/** The page's opening paragraph: the loan always, the assistance only while it takes applications. */
export const introduction = (p: ProgrammeParameters, a: AssistanceParameters) =>
  `Si te graduaste en los últimos ${p.eligibility.graduationWithinYears} años, ${
    a.status.state === 'open'
      ? `${p.name} te financia tu primera vivienda a tasa fija y ${a.name} te ayuda con el pronto y los gastos de cierre.`
      : `${p.name} te financia tu primera vivienda a tasa fija, con hasta ${formatPercent(p.loan.closingCostsAllowance)} para los gastos de cierre.`
  } Verifica tu elegibilidad, calcula tu presupuesto y prepárate para el banco.`;
