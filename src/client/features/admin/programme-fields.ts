// Every programme parameter as the console shows it (docs/product/programme.md#programme-parameters-as-data): its
// Spanish label, its group, and how it is typed. Shares are stored as fractions and typed as percentages (5 for
// 0.05); dollars are whole. The form, the preview and the history's differences all read this one list.
import { formatDate, formatUsd } from '../../lib/format';
import type { Municipality } from '../../../shared/municipalities';
import type { ProgrammeParameters } from '../../../shared/programme';

export type FieldKind = 'dollars' | 'optionalDollars' | 'percent' | 'years' | 'number' | 'yesNo' | 'url';

export interface ParameterField {
  /** Where the value sits in ProgrammeParameters, joined with dots: also the key of its text in the form. */
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

export interface ParameterGroup {
  legend: string;
  fields: ParameterField[];
}

const field = (key: string, label: string, kind: FieldKind, hint?: string): ParameterField => ({ key, label, kind, hint });

/** The form's fieldsets, in order. The municipal tax table is separate: it is a list, not a field. */
export const parameterGroups: ParameterGroup[] = [
  {
    legend: 'Elegibilidad',
    fields: [
      field('eligibility.minAge', 'Edad mínima', 'years'),
      field('eligibility.maxAge', 'Edad máxima', 'years'),
      field('eligibility.graduationWithinYears', 'Años desde la graduación', 'years'),
      field('eligibility.minAnnualIncome', 'Ingreso anual mínimo', 'dollars'),
      field('eligibility.maxAnnualIncome', 'Ingreso anual máximo', 'dollars'),
      field('eligibility.minCreditScore', 'Puntuación de crédito mínima', 'number'),
      field('eligibility.alternativeCreditAccepted', 'Acepta crédito alternativo bajo el mínimo', 'yesNo'),
      field(
        'eligibility.noHomeOwnedYears',
        'Años sin vivienda propia',
        'years',
        'Quien tuvo casa en estos años no es comprador de primera vivienda.',
      ),
    ],
  },
  {
    legend: 'Préstamo',
    fields: [
      field('loan.annualInterestRate', 'Tasa de interés anual', 'percent'),
      field('loan.termYears', 'Plazo', 'years'),
      field('loan.maxMortgage', 'Hipoteca máxima', 'dollars'),
      field('loan.loanToValue', 'Financiamiento sobre el precio', 'percent'),
      field(
        'loan.closingCostsAllowance',
        'Gastos de cierre financiables',
        'percent',
        'Parte del precio que el préstamo añade para gastos de cierre.',
      ),
      field('loan.debtToIncomeRatio', 'Proporción de deuda a ingreso', 'percent'),
    ],
  },
  {
    legend: 'Subsidio',
    fields: [
      field('subsidy.standard', 'Subsidio estándar', 'dollars'),
      field('subsidy.criticalWorkforce', 'Subsidio para fuerza laboral crítica', 'dollars'),
      field('subsidy.urbanBonus', 'Adicional urbano', 'dollars'),
      field('subsidy.maxIncome', 'Ingreso máximo para el subsidio', 'optionalDollars', 'Vacío: sin límite de ingreso.'),
    ],
  },
  {
    legend: 'Contribución sobre la propiedad (CRIM)',
    fields: [
      field('costs.propertyTax.assessedShareOfPrice', 'Valor tasado sobre el precio', 'percent'),
      field('costs.propertyTax.exemption', 'Exención de residencia principal', 'dollars'),
      field(
        'costs.propertyTax.defaultRate',
        'Tasa de contribución predeterminada',
        'percent',
        'Para los municipios sin tasa propia en la tabla.',
      ),
      field('costs.propertyTax.source', 'Fuente de las tasas del CRIM', 'url'),
    ],
  },
  {
    legend: 'Seguros',
    fields: [
      field('costs.hazardInsuranceRate', 'Seguro de riesgo anual', 'percent', 'Parte del precio por año.'),
      field('costs.floodInsuranceAnnual', 'Seguro de inundación anual', 'dollars'),
      field('costs.mortgageInsuranceRate', 'Seguro hipotecario anual', 'percent', 'Parte del préstamo por año.'),
      field(
        'costs.mortgageInsuranceAbove',
        'Seguro hipotecario desde',
        'percent',
        'Se cobra mientras el préstamo pase de esta parte del precio.',
      ),
    ],
  },
  {
    legend: 'Gastos de cierre',
    fields: [
      field('costs.closing.notaryRate', 'Tasa notarial', 'percent'),
      field('costs.closing.notaryTier', 'Tramo notarial', 'dollars', 'Sobre este precio rige la tasa notarial reducida.'),
      field('costs.closing.notaryRateAbove', 'Tasa notarial sobre el tramo', 'percent'),
      field('costs.closing.stampsRate', 'Sellos y comprobantes', 'percent'),
      field('costs.closing.registryRate', 'Registro de la Propiedad', 'percent'),
      field('costs.closing.titleStudy', 'Estudio de título', 'dollars'),
      field('costs.closing.appraisal', 'Tasación', 'dollars'),
      field('costs.closing.inspection', 'Inspección', 'dollars'),
    ],
  },
];

export const parameterFields = parameterGroups.flatMap((group) => group.fields);
export const ratesKey = 'costs.propertyTax.rates';

/** What the label adds after the name, so the operator knows what to type. */
export const unitOf: Record<FieldKind, string> = {
  dollars: ' ($)',
  optionalDollars: ' ($)',
  percent: ' (%)',
  years: ' (años)',
  number: '',
  yesNo: '',
  url: '',
};

export function valueAt(p: ProgrammeParameters, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], p);
}

function setAt(target: Record<string, unknown>, key: string, value: unknown) {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts.at(-1)!] = value;
}

/** A fraction as the percentage typed for it, without floating-point dust (0.07 is "7", not "7.000000000000001"). */
const toPercent = (share: number) => Number((share * 100).toFixed(6));
const toShare = (percent: number) => Number((percent / 100).toFixed(8));

/** The text a field shows for a stored value. */
export function textOf(kind: FieldKind, value: unknown): string {
  if (kind === 'yesNo') return value ? 'true' : 'false';
  if (value === null || value === undefined) return '';
  if (kind === 'percent') return String(toPercent(value as number));
  return String(value);
}

/** The typed text as a number, or undefined so the schema says what is missing or wrong. "$7,000" is 7000. */
function typedNumber(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s%]/g, '');
  return cleaned !== '' && !Number.isNaN(Number(cleaned)) ? Number(cleaned) : undefined;
}

/** The value a field's text stands for; what cannot be read stays undefined (or the text) for the schema to refuse. */
export function valueOf(kind: FieldKind, text: string): unknown {
  if (kind === 'yesNo') return text === 'true';
  if (kind === 'url') return text.trim();
  if (kind === 'optionalDollars' && text.trim() === '') return null;
  const number = typedNumber(text);
  if (number === undefined) return undefined;
  return kind === 'percent' ? toShare(number) : number;
}

export interface RateRow {
  /** A key for React that survives edits to the row. */
  id: number;
  municipality: Municipality | '';
  rate: string;
}

export interface FormText {
  values: Record<string, string>;
  rates: RateRow[];
}

let nextRowId = 1;
export const newRateRow = (municipality: Municipality | '' = '', rate = ''): RateRow => ({ id: nextRowId++, municipality, rate });

export function formTextOf(p: ProgrammeParameters): FormText {
  return {
    values: Object.fromEntries(parameterFields.map((f) => [f.key, textOf(f.kind, valueAt(p, f.key))])),
    rates: Object.entries(p.costs.propertyTax.rates).map(([municipality, rate]) =>
      newRateRow(municipality as Municipality, textOf('percent', rate)),
    ),
  };
}

/** The parameters as typed, for the shared schema to judge; the rows' own problems (blank, repeated) come back apart. */
export function parametersOf(form: FormText): { draft: unknown; rowErrors: Record<number, string> } {
  const draft: Record<string, unknown> = {};
  for (const f of parameterFields) setAt(draft, f.key, valueOf(f.kind, form.values[f.key] ?? ''));
  const rates: Record<string, unknown> = {};
  const rowErrors: Record<number, string> = {};
  for (const row of form.rates) {
    if (row.municipality === '') rowErrors[row.id] = 'Selecciona un municipio';
    else if (row.municipality in rates) rowErrors[row.id] = 'Este municipio ya está en la tabla';
    else rates[row.municipality] = valueOf('percent', row.rate);
  }
  setAt(draft, ratesKey, rates);
  return { draft, rowErrors };
}

const percentFormat = new Intl.NumberFormat('es-PR', { maximumFractionDigits: 4 });

/** A stored value as the history and the confirmation read it. */
export function display(kind: FieldKind, value: unknown): string {
  switch (kind) {
    case 'dollars':
      return formatUsd(value as number);
    case 'optionalDollars':
      return value === null ? 'sin límite' : formatUsd(value as number);
    case 'percent':
      return `${percentFormat.format(toPercent(value as number))} %`;
    case 'years':
      return `${String(value)} ${value === 1 ? 'año' : 'años'}`;
    case 'yesNo':
      return value ? 'Sí' : 'No';
    default:
      return String(value);
  }
}

export interface ParameterChange {
  label: string;
  from: string;
  to: string;
}

/** Each parameter that differs between two versions, in the form's order, then the municipal rates. */
export function changesBetween(before: ProgrammeParameters, after: ProgrammeParameters): ParameterChange[] {
  const changes: ParameterChange[] = [];
  for (const f of parameterFields) {
    const from = valueAt(before, f.key);
    const to = valueAt(after, f.key);
    if (from !== to) changes.push({ label: f.label, from: display(f.kind, from), to: display(f.kind, to) });
  }
  const beforeRates: Partial<Record<string, number>> = before.costs.propertyTax.rates;
  const afterRates: Partial<Record<string, number>> = after.costs.propertyTax.rates;
  const municipalities = [...new Set([...Object.keys(beforeRates), ...Object.keys(afterRates)])].sort((a, b) => a.localeCompare(b, 'es'));
  for (const municipality of municipalities) {
    const from = beforeRates[municipality];
    const to = afterRates[municipality];
    if (from === to) continue;
    changes.push({
      label: `Tasa de contribución de ${municipality}`,
      from: from === undefined ? 'la predeterminada' : display('percent', from),
      to: to === undefined ? 'la predeterminada' : display('percent', to),
    });
  }
  return changes;
}

/** A Puerto Rico date (YYYY-MM-DD) in words; read at noon there, so no time zone moves it to the day before. */
export const formatEffectiveDate = (date: string) => formatDate(new Date(`${date}T12:00:00-04:00`));
