// The pre-qualification letter a buyer sends to the banks they choose. One text for the preview on the screen
// and for the e-mail the server queues, so what the buyer confirms is what the bank receives.
import { employmentStatusLabels, housingHistoryLabels, priceRangeLabels, zoneLabels } from '../choices';
import { formatDate, formatUsd } from '../format';
import type { CalculatorRun } from '../schemas/calculator';
import type { PrequalificationInput } from '../schemas/bank-outreach';
import type { StoredEligibilityResult } from '../schemas/eligibility';

export const programmeDisclaimer =
  'Casa Joven PR es una herramienta informativa. Estas cifras son estimados calculados con la información que proporcionó el comprador y no constituyen una aprobación de préstamo ni una determinación oficial del programa. Los procesos oficiales del programa se realizan en el sitio web oficial del programa de vivienda.';

export type LetterFigures = Pick<
  CalculatorRun,
  'annualIncome' | 'monthlyDebts' | 'downPayment' | 'zone' | 'maxMortgage' | 'monthlyPayment' | 'hbaSubsidy' | 'totalBudget'
>;

/** The calculator's figures as label/value lines, in the order a lender reads them. */
export function letterFigures(figures: LetterFigures): Array<[string, string]> {
  return [
    ['Ingreso anual', formatUsd(figures.annualIncome)],
    ['Deudas mensuales', formatUsd(figures.monthlyDebts)],
    ['Pronto pago disponible', formatUsd(figures.downPayment)],
    ['Hipoteca máxima estimada', formatUsd(figures.maxMortgage)],
    ['Pago mensual estimado', formatUsd(figures.monthlyPayment)],
    [`Subsidio estimado (zona ${zoneLabels[figures.zone].toLowerCase()})`, formatUsd(figures.hbaSubsidy)],
    ['Presupuesto total estimado', formatUsd(figures.totalBudget)],
  ];
}

export interface BankLetterInput {
  bankName: string;
  buyer: PrequalificationInput;
  eligibility: Pick<StoredEligibilityResult, 'employmentStatus' | 'housingHistory'>;
  figures: LetterFigures;
  date: Date;
}

export interface BankLetter {
  subject: string;
  date: string;
  greeting: string;
  intro: string;
  details: Array<[string, string]>;
  contact: string;
  signature: string;
  disclaimer: string;
}

export function composeBankLetter({ bankName, buyer, eligibility, figures, date }: BankLetterInput): BankLetter {
  return {
    subject: `Solicitud de precualificación hipotecaria: ${buyer.nombre}`,
    date: `${buyer.municipio}, Puerto Rico, ${formatDate(date)}`,
    greeting: `Estimado equipo de ${bankName}:`,
    intro:
      'Me interesa precualificar para un préstamo hipotecario para comprar mi primera vivienda con el programa de asistencia para compradores de vivienda de Puerto Rico. Les comparto un resumen de mi información:',
    details: [
      ['Municipio de interés', buyer.municipio],
      ['Rango de precio', priceRangeLabels[buyer.rangoPrecio]],
      ['Situación de empleo', employmentStatusLabels[eligibility.employmentStatus]],
      ['Historial de vivienda', housingHistoryLabels[eligibility.housingHistory]],
      ...letterFigures(figures),
    ],
    contact: `Pueden comunicarse conmigo por email a ${buyer.email} o por teléfono al ${buyer.movil}. Quedo a la espera de su respuesta.`,
    signature: buyer.nombre,
    disclaimer: programmeDisclaimer,
  };
}

/** The letter as plain text, for the e-mail body. */
export function bankLetterText(letter: BankLetter): string {
  return [
    letter.date,
    '',
    letter.greeting,
    '',
    letter.intro,
    '',
    ...letter.details.map(([label, value]) => `- ${label}: ${value}`),
    '',
    letter.contact,
    '',
    'Atentamente,',
    letter.signature,
    '',
    '--',
    letter.disclaimer,
  ].join('\n');
}
