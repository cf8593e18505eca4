// docs/product/screens.md#guide: the five steps, the four questions and the programme's timelines, in one place. The
// figures come from the programme version in force (docs/product/programme.md#landing-and-texts); the timelines are
// the process's own, not programme parameters.
import { maxSubsidy, subsidyTiersText } from '../../../shared/domain/calculator';
import type { ProgrammeParameters } from '../../../shared/programme';
import { screens } from '../../../shared/screens';
import { statusPortalUrl } from '../../../shared/external-links';
import { formatPercent, formatUsd } from '../../lib/format';

export interface GuideStep {
  title: string;
  text: string;
  link?: { href: string; label: string; external?: boolean };
}

export interface GuideContent {
  steps: GuideStep[];
  facts: Array<{ value: string; text: string }>;
  faq: Array<{ question: string; answer: string }>;
}

export function guideContent(p: ProgrammeParameters): GuideContent {
  const { minAge, maxAge, graduationWithinYears, minAnnualIncome, maxAnnualIncome, minCreditScore, alternativeCreditAccepted } =
    p.eligibility;
  const income = `entre ${formatUsd(minAnnualIncome)} y ${formatUsd(maxAnnualIncome)}`;
  const subsidy = subsidyTiersText(p);

  return {
    steps: [
      {
        title: 'Verifica tu elegibilidad',
        text: `Confirma que tienes entre ${minAge} y ${maxAge} años, que te graduaste en los últimos ${graduationWithinYears} años y que tu ingreso anual está ${income}.`,
        link: { href: screens.eligibility, label: 'Verificar mi elegibilidad' },
      },
      {
        title: 'Precualifícate con un banco',
        text: 'Calcula tu presupuesto y contacta a bancos, cooperativas o casas hipotecarias para obtener tu carta de precualificación.',
        link: { href: screens.calculator, label: 'Ir a la calculadora' },
      },
      {
        title: 'Busca tu propiedad',
        text: 'Explora propiedades dentro de tu presupuesto, compara las opciones de vivienda y firma un contrato de opción de compraventa.',
        link: { href: screens.properties, label: 'Explorar propiedades' },
      },
      {
        title: 'Solicita el subsidio a la autoridad de vivienda',
        text: `Presenta tu solicitud con los documentos del programa. El subsidio puede llegar hasta ${formatUsd(maxSubsidy(p))} y su aprobación toma de 30 a 45 días laborables.`,
        link: { href: statusPortalUrl, label: 'Consultar el estatus de mi solicitud', external: true },
      },
      {
        title: 'Cierre',
        text: 'Con el préstamo aprobado y el subsidio confirmado, firmas la escritura ante notario y recibes las llaves de tu casa.',
      },
    ],
    facts: [
      { value: '60-90 días', text: 'desde la precualificación hasta el cierre' },
      { value: '6-12 meses', text: 'para una construcción nueva' },
      { value: '30-45 días laborables', text: 'para la aprobación del subsidio' },
      alternativeCreditAccepted
        ? { value: `FICO menor de ${minCreditScore}`, text: 'puedes usar crédito alternativo' }
        : { value: `FICO de ${minCreditScore} o más`, text: 'la puntuación de crédito que pide el préstamo' },
    ],
    faq: [
      {
        question: '¿Quién puede participar en el programa?',
        answer: `Profesionales de ${minAge} a ${maxAge} años que se graduaron en los últimos ${graduationWithinYears} años, con un ingreso anual ${income}, que compran su primera vivienda y viven (o planean vivir) en Puerto Rico.`,
      },
      {
        question: '¿Cuánto subsidio puedo recibir?',
        answer: `Hasta ${formatUsd(maxSubsidy(p))}: ${subsidy}. El financiamiento puede llegar al ${formatPercent(p.loan.loanToValue + p.loan.closingCostsAllowance)} del valor, a una tasa fija de ${formatPercent(p.loan.annualInterestRate)}.`,
      },
      {
        question: '¿Qué pasa si mi puntuación de crédito es baja?',
        answer: alternativeCreditAccepted
          ? `Con una puntuación FICO menor de ${minCreditScore} todavía puedes cualificar usando crédito alternativo: historial de pagos de renta, luz, agua, teléfono o seguros de al menos 12 meses.`
          : `El préstamo del programa pide una puntuación FICO de al menos ${minCreditScore}. Si la tuya es menor, mejórala antes de solicitar: paga a tiempo y reduce el balance de tus tarjetas.`,
      },
      {
        question: '¿Cuánto tarda todo el proceso?',
        answer:
          'Entre 60 y 90 días desde la precualificación hasta el cierre para una casa existente. Si construyes en un solar, cuenta de 6 a 12 meses; la aprobación del subsidio toma de 30 a 45 días laborables.',
      },
    ],
  };
}
