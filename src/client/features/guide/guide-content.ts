// docs/product/screens.md#guide: the five steps, the four questions and the programme's timelines, in one place.
import { maxSubsidy, programme } from '../../../shared/programme';
import { screens } from '../../../shared/screens';
import { statusPortalUrl } from '../../../shared/external-links';
import { formatUsd } from '../../lib/format';

export interface GuideStep {
  title: string;
  text: string;
  link?: { href: string; label: string; external?: boolean };
}

export const guideSteps: GuideStep[] = [
  {
    title: 'Verifica tu elegibilidad',
    text: `Confirma que tienes entre ${programme.minAge} y ${programme.maxAge} años, que te graduaste en los últimos ${programme.graduationWithinYears} años y que tu ingreso anual está entre ${formatUsd(programme.minAnnualIncome)} y ${formatUsd(programme.maxAnnualIncome)}.`,
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
    text: `Presenta tu solicitud con los documentos del programa. El subsidio puede llegar hasta ${formatUsd(maxSubsidy)} y su aprobación toma de 30 a 45 días laborables.`,
    link: { href: statusPortalUrl, label: 'Consultar el estatus de mi solicitud', external: true },
  },
  {
    title: 'Cierre',
    text: 'Con el préstamo aprobado y el subsidio confirmado, firmas la escritura ante notario y recibes las llaves de tu casa.',
  },
];

export const guideFacts = [
  { value: '60-90 días', text: 'desde la precualificación hasta el cierre' },
  { value: '6-12 meses', text: 'para una construcción nueva' },
  { value: '30-45 días laborables', text: 'para la aprobación del subsidio' },
  { value: 'FICO menor de 600', text: 'puedes usar crédito alternativo' },
];

export const guideFaq = [
  {
    question: '¿Quién puede participar en el programa?',
    answer: `Profesionales de ${programme.minAge} a ${programme.maxAge} años que se graduaron en los últimos ${programme.graduationWithinYears} años, con un ingreso anual entre ${formatUsd(programme.minAnnualIncome)} y ${formatUsd(programme.maxAnnualIncome)}, que compran su primera vivienda y viven (o planean vivir) en Puerto Rico.`,
  },
  {
    question: '¿Cuánto subsidio puedo recibir?',
    answer: `Hasta ${formatUsd(maxSubsidy)}: ${formatUsd(programme.baseSubsidy)} base más ${formatUsd(programme.urbanSubsidyBonus)} adicionales si compras en zona urbana. El financiamiento puede llegar al ${Math.round(programme.loanToValueRatio * 100)}% del valor, a una tasa fija de ${Math.round(programme.annualInterestRate * 100)}%.`,
  },
  {
    question: '¿Qué pasa si mi puntuación de crédito es baja?',
    answer:
      'Con una puntuación FICO menor de 600 todavía puedes cualificar usando crédito alternativo: historial de pagos de renta, luz, agua, teléfono o seguros de al menos 12 meses.',
  },
  {
    question: '¿Cuánto tarda todo el proceso?',
    answer:
      'Entre 60 y 90 días desde la precualificación hasta el cierre para una casa existente. Si construyes en un solar, cuenta de 6 a 12 meses; la aprobación del subsidio toma de 30 a 45 días laborables.',
  },
];
