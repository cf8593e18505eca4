// The choice lists of SPEC §3, as kebab-case English wire values with the Spanish labels the screens show.
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

export const residencyStatusLabels = { yes: 'Sí, vivo en Puerto Rico', no: 'No, vivo fuera de Puerto Rico' } as const;

export const employmentTypeLabels = {
  employed: 'Empleado',
  'self-employed': 'Cuenta propia',
  contract: 'Contrato',
} as const;

export const housingTypeLabels = Object.fromEntries(housingOptions.map((option) => [option.id, option.title])) as Record<HousingOptionId, string>;

export const maritalStatusLabels = { single: 'Soltero/a', married: 'Casado/a', divorced: 'Divorciado/a' } as const;

export const zoneLabels = { urban: 'Urbana', rural: 'Rural' } as const;

/** SPEC §9: $50,000-$100,000, then 50,000-wide bands up to $300,000, then $300,000+. */
export const priceRangeLabels = {
  '50000-100000': '$50,000 - $100,000',
  '100000-150000': '$100,000 - $150,000',
  '150000-200000': '$150,000 - $200,000',
  '200000-250000': '$200,000 - $250,000',
  '250000-300000': '$250,000 - $300,000',
  '300000+': '$300,000+',
} as const;

export const contactMethodLabels = { email: 'Por email', phone: 'Por teléfono', form: 'Formulario en línea' } as const;

/** The keys of a label map as a non-empty tuple, for `z.enum`. */
export function choiceValues<T extends Record<string, string>>(labels: T): [keyof T & string, ...(keyof T & string)[]] {
  return Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
}

/** A label map as the options of a select or radio group, in its own order. */
export const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
