// The choice lists of docs/product/data.md, as kebab-case English wire values with the Spanish labels the screens show.
// Shared so the server can write the same labels into letters and e-mails.
import { housingOptions, type HousingOptionId } from './housing-options';

export const employmentStatusLabels = {
  'full-time': 'Empleo a tiempo completo',
  'part-time': 'Empleo a tiempo parcial',
  'self-employed': 'Trabajo por cuenta propia',
  contract: 'Empleo por contrato',
  unemployed: 'Desempleado',
} as const;

export const housingHistoryLabels = {
  'first-time': 'Nunca he tenido casa propia',
  'previous-owner': 'Tuve casa propia anteriormente',
  'current-owner': 'Actualmente tengo casa propia',
} as const;

/** The subsidy's tier follows it (docs/product/programme.md#eligibility). */
export const householdCategoryLabels = {
  standard: 'Nadie en mi hogar trabaja en la fuerza laboral crítica',
  'critical-workforce': 'Alguien en mi hogar es policía, maestro(a), bombero(a), técnico(a) de emergencias médicas o trabaja en salud',
} as const;

/** The credit floor comes from the programme version in force, so the labels are built with it. */
export const creditScoreBandValues = ['meets-minimum', 'below-minimum', 'no-history'] as const;
export const creditScoreBandLabels = (minCreditScore: number): Record<(typeof creditScoreBandValues)[number], string> => ({
  'meets-minimum': `${minCreditScore} o más`,
  'below-minimum': `Menos de ${minCreditScore}`,
  'no-history': 'No tengo historial de crédito',
});

export const educationCertificateLabels = {
  have: 'Sí, ya tengo el certificado',
  'not-yet': 'Todavía no lo tengo',
} as const;

/** The eligibility result's name for each subsidy tier (docs/product/programme.md#eligibility). */
export const subsidyTierLabels: Record<keyof typeof householdCategoryLabels, string> = {
  standard: 'Subsidio estándar',
  'critical-workforce': 'Fuerza laboral crítica',
};

/** A previous owner's answer about the programme's window, which comes from the version in force. */
export const ownedHomeRecentlyLabels = (noHomeOwnedYears: number) => ({
  yes: `Sí, en los últimos ${noHomeOwnedYears} años`,
  no: `No, hace más de ${noHomeOwnedYears} años`,
});

export const residencyStatusLabels = { yes: 'Sí, vivo en Puerto Rico', no: 'No, vivo fuera de Puerto Rico' } as const;

/** How the buyer earns: asked by eligibility and by documents, where it decides the income papers a lender asks for. */
export const employmentTypeLabels = {
  employed: 'Empleado(a) asalariado(a)',
  'self-employed': 'Trabajo por cuenta propia',
  contract: 'Contratista o servicios por contrato',
} as const;
export type EmploymentType = keyof typeof employmentTypeLabels;

export const housingTypeLabels = Object.fromEntries(housingOptions.map((option) => [option.id, option.title])) as Record<
  HousingOptionId,
  string
>;

export const maritalStatusLabels = { single: 'Soltero(a)', married: 'Casado(a)', divorced: 'Divorciado(a)' } as const;
export type MaritalStatus = keyof typeof maritalStatusLabels;

export const propertyTypeLabels = { casa: 'Casa', solar: 'Solar', reparacion: 'Necesita Reparación' } as const;
export type PropertyType = keyof typeof propertyTypeLabels;

export const zoneLabels = { urban: 'Urbana', rural: 'Rural' } as const;

/** docs/product/constants.md: $50,000-$100,000, then 50,000-wide bands up to $300,000, then $300,000+. */
export const priceRangeLabels = {
  '50000-100000': '$50,000 - $100,000',
  '100000-150000': '$100,000 - $150,000',
  '150000-200000': '$150,000 - $200,000',
  '200000-250000': '$200,000 - $250,000',
  '250000-300000': '$250,000 - $300,000',
  '300000+': '$300,000+',
} as const;

/** How an institution takes contact: shown to buyers choosing banks and to the operator editing an institution. */
export const contactMethodLabels = { email: 'Correo electrónico', phone: 'Teléfono', form: 'Formulario en línea' } as const;

/** The keys of a label map as a non-empty tuple, for `z.enum`. */
export function choiceValues<T extends Record<string, string>>(labels: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
}

export const institutionKindLabels = { bank: 'Banco', cooperative: 'Cooperativa', mortgage: 'Hipotecaria' } as const;

/** A label map as the options of a select or radio group, in its own order. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The wire values that screens and tests walk through in order. */
export const employmentTypes = choiceValues(employmentTypeLabels);
export const maritalStatuses = choiceValues(maritalStatusLabels);
export const propertyTypes = choiceValues(propertyTypeLabels);
export const contactMethods = choiceValues(contactMethodLabels);
export const institutionKinds = choiceValues(institutionKindLabels);
