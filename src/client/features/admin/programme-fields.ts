// Every parameter of both programmes as the console shows it (docs/product/programme.md#programme-parameters-as-data):
// its Spanish label, its group, and how it is typed. Shares are stored as fractions and typed as percentages (5 for
// 0.05); dollars are whole. The form, the preview and the history's differences all read these lists.
import { formatDate, formatUsd } from '../../lib/format';
import type { Municipality } from '../../../shared/municipalities';
import type { AdminProgrammes, AssistanceParameters, ProgrammeKind, ProgrammeParameters } from '../../../shared/programme';

/** Each programme's parameters and console data, by kind. */
export type ParametersOf<K extends ProgrammeKind> = K extends 'loan' ? ProgrammeParameters : AssistanceParameters;
export type AdminProgrammeOf<K extends ProgrammeKind> = AdminProgrammes[K];

export type FieldKind =
  | 'dollars'
  | 'optionalDollars'
  | 'percent'
  | 'years'
  | 'number'
  | 'yesNo'
  | 'url'
  | 'text'
  | 'state'
  | 'optionalDate'
  | 'optionalPercent'
  | 'optionalUrl'
  /** A section that may be left out (null), such as the income limits: its fields count only when it applies. */
  | 'presence';

export interface ParameterField {
  /** Where the value sits in the parameters, joined with dots (an array's index too): also the key of its text in the form. */
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

export interface ParameterGroup {
  legend: string;
  fields: ParameterField[];
  /** The income limits are a table (programme-income-table.tsx): their last field is the rule above the table. */
  layout?: 'incomeTable';
}

/** Either programme's parameters, as the generic helpers below walk them. */
type Parameters = ProgrammeParameters | AssistanceParameters;

const field = (key: string, label: string, kind: FieldKind, hint?: string): ParameterField => ({ key, label, kind, hint });

export const stateLabels = { open: 'Abierto', closed: 'Cerrado', paused: 'En pausa' } as const;

/** Each programme's name and status: closing a programme is a version with the state "Cerrado". */
const statusGroup: ParameterGroup = {
  legend: 'Programa y estado',
  fields: [
    field('name', 'Nombre del programa', 'text'),
    field('status.state', 'Estado', 'state', 'Cerrado o en pausa: nadie cualifica y ningún cálculo lo cuenta.'),
    field('status.since', 'Estado desde', 'optionalDate', 'Desde cuándo rige este estado: la apertura, el cierre o la pausa.'),
    field('status.applicationsOpenedOn', 'Solicitudes abiertas desde', 'optionalDate'),
  ],
};

/** How many rows the income table has; above it, the programme's rule per extra person. */
export const incomeTableRows = 8;
export const incomeRowKey = (index: number) => `incomeLimits.byHouseholdSize.${index}`;
export const incomeExtraKey = 'incomeLimits.perExtraPersonShare';
export const incomeLimitsKey = 'incomeLimits';

/** The assistance programme's fieldsets, in order. */
export const assistanceGroups: ParameterGroup[] = [
  statusGroup,
  {
    legend: 'Asistencia',
    fields: [
      field('amounts.standard', 'Asistencia estándar', 'dollars'),
      field('amounts.essentialWorker', 'Asistencia para fuerza laboral crítica', 'dollars'),
      field('amounts.urbanCentreBonus', 'Adicional en centro urbano certificado', 'dollars'),
      field('occupancyYears', 'Años de ocupación', 'years', 'Años que el comprador debe vivir en la casa.'),
    ],
  },
  {
    legend: 'Límites de ingreso por tamaño del hogar',
    layout: 'incomeTable',
    fields: [
      field(incomeLimitsKey, 'Aplica límites de ingreso por tamaño del hogar', 'presence'),
      ...Array.from({ length: incomeTableRows }, (_, index) =>
        field(incomeRowKey(index), `Límite de ingreso, hogar de ${index + 1} ${index === 0 ? 'persona' : 'personas'}`, 'dollars'),
      ),
      field(incomeExtraKey, `Límite por persona sobre ${incomeTableRows}`, 'percent'),
    ],
  },
  {
    legend: 'Requisitos de la propiedad',
    fields: [
      field('propertyRules.concreteRequired', 'Exige construcción en hormigón', 'yesNo'),
      field('propertyRules.vacantRequired', 'Exige que la casa esté vacía al cierre', 'yesNo'),
      field('propertyRules.floodInsuranceInFloodZone', 'Exige seguro de inundación en zona inundable', 'yesNo'),
    ],
  },
];

/** The loan programme's fieldsets, in order. The municipal tax table is separate: it is a list, not a field. */
export const loanGroups: ParameterGroup[] = [
  statusGroup,
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
    legend: 'Contribución sobre la propiedad (CRIM)',
    fields: [
      field('costs.propertyTax.assessedShareOfPrice', 'Valor tasado sobre el precio', 'percent'),
      field(
        'costs.propertyTax.assessedShareRange.low',
        'Valor tasado, extremo bajo',
        'optionalPercent',
        'Donde las fuentes no coinciden: el estimado muestra un rango. Vacíos los dos: sin rango.',
      ),
      field('costs.propertyTax.assessedShareRange.high', 'Valor tasado, extremo alto', 'optionalPercent'),
      field('costs.propertyTax.basisSource', 'Fuente de la base del estimado', 'optionalUrl'),
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

export const groupsOf: Record<ProgrammeKind, ParameterGroup[]> = { loan: loanGroups, assistance: assistanceGroups };
export const fieldsOf: Record<ProgrammeKind, ParameterField[]> = {
  loan: loanGroups.flatMap((group) => group.fields),
  assistance: assistanceGroups.flatMap((group) => group.fields),
};
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
  text: '',
  state: '',
  optionalDate: '',
  optionalPercent: ' (%)',
  optionalUrl: '',
  presence: '',
};

export function valueAt(p: Parameters, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], p);
}

function setAt(target: Record<string, unknown>, key: string, value: unknown) {
  const parts = key.split('.');
  let node = target;
  // A part followed by an index is an array (the income table's rows).
  parts.slice(0, -1).forEach((part, index) => {
    node = (node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}) as Record<string, unknown>;
  });
  node[parts.at(-1)!] = value;
}

/** A fraction as the percentage typed for it, without floating-point dust (0.07 is "7", not "7.000000000000001"). */
const toPercent = (share: number) => Number((share * 100).toFixed(6));
const toShare = (percent: number) => Number((percent / 100).toFixed(8));

/** The text a field shows for a stored value. */
export function textOf(kind: FieldKind, value: unknown): string {
  if (kind === 'yesNo') return value ? 'true' : 'false';
  if (kind === 'presence') return value !== null && value !== undefined ? 'true' : 'false';
  if (value === null || value === undefined) return '';
  if (kind === 'percent' || kind === 'optionalPercent') return String(toPercent(value as number));
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
  if (kind === 'text' || kind === 'state') return text;
  if (kind === 'optionalDate') return text.trim() === '' ? null : text.trim();
  if (kind === 'optionalUrl') return text.trim() === '' ? undefined : text.trim();
  if (kind === 'optionalPercent' && text.trim() === '') return undefined;
  if (kind === 'optionalDollars' && text.trim() === '') return null;
  const number = typedNumber(text);
  if (number === undefined) return undefined;
  return kind === 'percent' || kind === 'optionalPercent' ? toShare(number) : number;
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

/** The municipal rates of the loan programme's parameters; the assistance programme has none. */
const ratesOf = (p: Parameters): Partial<Record<string, number>> => (valueAt(p, ratesKey) as Partial<Record<string, number>>) ?? {};

export function formTextOf(kind: ProgrammeKind, p: Parameters): FormText {
  return {
    values: Object.fromEntries(fieldsOf[kind].map((f) => [f.key, textOf(f.kind, valueAt(p, f.key))])),
    rates:
      kind === 'loan'
        ? Object.entries(ratesOf(p)).map(([municipality, rate]) => newRateRow(municipality as Municipality, textOf('percent', rate)))
        : [],
  };
}

/** The parameters as typed, for the shared schema to judge; the rows' own problems (blank, repeated) come back apart. */
export function parametersOf(kind: ProgrammeKind, form: FormText): { draft: unknown; rowErrors: Record<number, string> } {
  const draft: Record<string, unknown> = {};
  const fields = fieldsOf[kind];
  // A section left out is null, and its fields are not read.
  const absent = fields.filter((f) => f.kind === 'presence' && form.values[f.key] !== 'true').map((f) => f.key);
  for (const f of fields) {
    if (f.kind === 'presence' || absent.some((key) => f.key.startsWith(`${key}.`))) continue;
    const value = valueOf(f.kind, form.values[f.key] ?? '');
    // An optional value left blank is left out, and so is an optional pair left wholly blank (the tax's range).
    if (value !== undefined || !f.kind.startsWith('optional')) setAt(draft, f.key, value);
  }
  for (const key of absent) setAt(draft, key, null);
  if (kind !== 'loan') return { draft, rowErrors: {} };
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
  if (kind === 'presence') return value !== null && value !== undefined ? 'Sí' : 'No';
  if (value === undefined) return '—';
  switch (kind) {
    case 'dollars':
      return formatUsd(value as number);
    case 'optionalDollars':
      return value === null ? 'sin límite' : formatUsd(value as number);
    case 'percent':
    case 'optionalPercent':
      return `${percentFormat.format(toPercent(value as number))} %`;
    case 'years':
      return `${String(value)} ${value === 1 ? 'año' : 'años'}`;
    case 'yesNo':
      return value ? 'Sí' : 'No';
    case 'state':
      return stateLabels[value as keyof typeof stateLabels] ?? String(value);
    case 'optionalDate':
      return value === null ? 'sin fecha' : formatEffectiveDate(value as string);
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
export function changesBetween(kind: ProgrammeKind, before: Parameters, after: Parameters): ParameterChange[] {
  const changes: ParameterChange[] = [];
  for (const f of fieldsOf[kind]) {
    const from = valueAt(before, f.key);
    const to = valueAt(after, f.key);
    if (f.kind === 'presence' ? (from === null) !== (to === null) : from !== to)
      changes.push({ label: f.label, from: display(f.kind, from), to: display(f.kind, to) });
  }
  const beforeRates = ratesOf(before);
  const afterRates = ratesOf(after);
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
