// docs/product/screens.md#guide: the five steps, the four questions and the programmes' timelines, in one place. The
// figures come from the two programmes' versions in force (docs/product/programme.md#landing-and-texts): the loan's
// from the loan programme, the assistance's from the assistance programme, which the guide says is not counted while
// it is closed or paused. The timelines are the process's own, not programme parameters.
import type { AssistanceParameters, ProgrammeParameters } from '../../../shared/programme';
import { screens } from '../../../shared/screens';
import { statusPortalUrl } from '../../../shared/external-links';
import { assistanceNotOpenText, maxAssistance } from '../../../shared/domain/assistance';
import { subsidyTiersText } from '../../../shared/domain/calculator';
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

export function guideContent(p: ProgrammeParameters, a: AssistanceParameters): GuideContent {
  const { minAge, maxAge, graduationWithinYears, minAnnualIncome, maxAnnualIncome, minCreditScore, alternativeCreditAccepted } =
    p.eligibility;
  const income = `entre ${formatUsd(minAnnualIncome)} y ${formatUsd(maxAnnualIncome)}`;
  const closed = assistanceNotOpenText(a);
  const financing = `El financiamiento de ${p.name} puede llegar al ${formatPercent(p.loan.loanToValue + p.loan.closingCostsAllowance)} del valor, a una tasa fija de ${formatPercent(p.loan.annualInterestRate)}.`;

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
      closed
        ? {
            title: `${a.name}: por ahora no se solicita`,
            text: `${closed}. Tu compra se hace con el préstamo y tus ahorros; cuando vuelva a abrir, lo verás aquí.`,
            link: { href: statusPortalUrl, label: 'Consultar el estatus de mi solicitud', external: true },
          }
        : {
            title: `Solicita ${a.name} a la autoridad de vivienda`,
            text: `Con la propiedad ya bajo contrato de opción, presenta tu solicitud con los documentos del programa. La asistencia puede llegar hasta ${formatUsd(maxAssistance(a))} y su aprobación toma de 30 a 45 días laborables.`,
            link: { href: statusPortalUrl, label: 'Consultar el estatus de mi solicitud', external: true },
          },
      {
        title: 'Cierre',
        text: closed
          ? 'Con el préstamo aprobado, firmas la escritura ante notario y recibes las llaves de tu casa.'
          : 'Con el préstamo aprobado y la asistencia confirmada, firmas la escritura ante notario y recibes las llaves de tu casa.',
      },
    ],
    facts: [
      { value: '60-90 días', text: 'desde la precualificación hasta el cierre' },
      { value: '6-12 meses', text: 'para una construcción nueva' },
      { value: '30-45 días laborables', text: 'para la aprobación de la asistencia' },
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
        question: '¿Cuánta asistencia puedo recibir?',
        answer: closed
          ? `Ninguna por ahora: ${closed}, y tu presupuesto se calcula sin ella. ${financing}`
          : `Hasta ${formatUsd(maxAssistance(a))} de ${a.name}: ${subsidyTiersText(a)}.${
              a.incomeLimits
                ? ` El ingreso de tu hogar no puede pasar del límite para su tamaño: ${formatUsd(a.incomeLimits.byHouseholdSize[0]!)} para 1 persona, ${formatUsd(a.incomeLimits.byHouseholdSize[3]!)} para 4.`
                : ''
            } ${financing}`,
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
          'Entre 60 y 90 días desde la precualificación hasta el cierre para una casa existente. Si construyes en un solar, cuenta de 6 a 12 meses; la aprobación de la asistencia toma de 30 a 45 días laborables.',
      },
    ],
  };
}
