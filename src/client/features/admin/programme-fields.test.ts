// The console's lists of parameters must cover each programme's whole schema, or a parameter could never be changed
// from the form and its changes would be missing from the history.
import { describe, expect, it } from 'vitest';
import {
  assistanceParametersSchema,
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  programmeParametersSchema,
  propertyTaxEstimate2026,
  type AssistanceParameters,
  type ProgrammeParameters,
} from '../../../shared/programme';
import { changesBetween, fieldsOf, formTextOf, incomeLimitsKey, parametersOf, ratesKey } from './programme-fields';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** The 2026 assistance: income limits by household size, property rules, closed/open dates. */
const assistance2026: AssistanceParameters = {
  ...defaultAssistanceParameters,
  name: "Pronto pa' tu casa (CDBG-MIT)",
  status: { state: 'open', since: null, applicationsOpenedOn: '2026-01-20' },
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: { byHouseholdSize: [51_050, 58_350, 65_650, 72_900, 78_750, 84_600, 90_400, 96_250], perExtraPersonShare: 0.08 },
  propertyRules: { concreteRequired: true, vacantRequired: true, floodInsuranceInFloodZone: true },
  occupancyYears: 5,
};

/** A loan version with every optional figure given (the tax's range and basis). */
const loan2026: ProgrammeParameters = {
  ...structuredClone(defaultProgrammeParameters),
  costs: { ...defaultProgrammeParameters.costs, propertyTax: propertyTaxEstimate2026 },
};

describe('the loan programme form', () => {
  it('has one field for every parameter, and the municipal table apart', () => {
    const keys = leafKeys({ ...loan2026, costs: { ...loan2026.costs, propertyTax: { ...loan2026.costs.propertyTax, rates: null } } });
    expect(fieldsOf.loan.map((f) => f.key).sort()).toEqual(keys.filter((key) => key !== ratesKey).sort());
  });

  it('reads back exactly what it shows: percentages become shares, the table becomes rates, blank optional figures stay out', () => {
    const p: ProgrammeParameters = structuredClone(loan2026);
    p.costs.propertyTax.rates = { Ponce: 0.0903, 'San Juan': 0.1183 };
    const form = formTextOf('loan', p);
    expect(form.values['loan.closingCostsAllowance']).toBe('7');
    expect(form.values['costs.propertyTax.defaultRate']).toBe('11.83');
    expect(form.values['costs.propertyTax.assessedShareRange.low']).toBe('5');
    const { draft, rowErrors } = parametersOf('loan', form);
    expect(rowErrors).toEqual({});
    expect(programmeParametersSchema.parse(draft)).toEqual(p);
    // Version 1 has no range nor basis: its form leaves them blank and reads back without them.
    expect(programmeParametersSchema.parse(parametersOf('loan', formTextOf('loan', defaultProgrammeParameters)).draft)).toEqual(
      defaultProgrammeParameters,
    );
  });

  it('takes "$7,000" for 7000 and marks a blank or repeated municipality', () => {
    const form = formTextOf('loan', defaultProgrammeParameters);
    form.values['loan.maxMortgage'] = '$330,000';
    form.rates = [
      { id: 1, municipality: 'Ponce', rate: '9' },
      { id: 2, municipality: 'Ponce', rate: '10' },
      { id: 3, municipality: '', rate: '10' },
    ];
    const { draft, rowErrors } = parametersOf('loan', form);
    expect(draft).toMatchObject({ loan: { maxMortgage: 330_000 }, costs: { propertyTax: { rates: { Ponce: 0.09 } } } });
    expect(rowErrors).toEqual({ 2: 'Este municipio ya está en la tabla', 3: 'Selecciona un municipio' });
  });
});

describe('the assistance programme form', () => {
  it('has one field for every parameter: the income table row by row, and its switch', () => {
    const keys = leafKeys(assistance2026);
    expect(fieldsOf.assistance.map((f) => f.key).sort()).toEqual([...keys, incomeLimitsKey].sort());
  });

  it('reads back the income table as eight limits, the status with its dates, and no table as no limit', () => {
    const closed: AssistanceParameters = {
      ...assistance2026,
      status: { state: 'closed', since: '2026-11-28', applicationsOpenedOn: '2026-01-20' },
    };
    const form = formTextOf('assistance', closed);
    expect(form.values['incomeLimits.byHouseholdSize.2']).toBe('65650');
    expect(form.values['incomeLimits.perExtraPersonShare']).toBe('8');
    expect(form.values['status.state']).toBe('closed');
    expect(assistanceParametersSchema.parse(parametersOf('assistance', form).draft)).toEqual(closed);

    form.values[incomeLimitsKey] = 'false';
    expect(assistanceParametersSchema.parse(parametersOf('assistance', form).draft).incomeLimits).toBeNull();
    expect(
      assistanceParametersSchema.parse(parametersOf('assistance', formTextOf('assistance', defaultAssistanceParameters)).draft),
    ).toEqual(defaultAssistanceParameters);
  });

  it('refuses a blank row of the table at its own place', () => {
    const form = formTextOf('assistance', assistance2026);
    form.values['incomeLimits.byHouseholdSize.4'] = '';
    const parsed = assistanceParametersSchema.safeParse(parametersOf('assistance', form).draft);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toContain('incomeLimits.byHouseholdSize.4');
  });
});

describe('the differences between two versions', () => {
  it('names each changed loan parameter with its old and new value, municipal rates included', () => {
    const after: ProgrammeParameters = structuredClone(defaultProgrammeParameters);
    after.loan.annualInterestRate = 0.0625;
    after.costs.propertyTax.rates = { Ponce: 0.0903 };
    expect(changesBetween('loan', defaultProgrammeParameters, after).map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Tasa de interés anual: 5 % → 6.25 %',
      'Tasa de contribución de Ponce: la predeterminada → 9.03 %',
    ]);
    expect(changesBetween('loan', after, after)).toEqual([]);
  });

  it('names the assistance closing and each row of the income table that changed', () => {
    const after: AssistanceParameters = structuredClone(assistance2026);
    after.status = { state: 'closed', since: '2026-11-28', applicationsOpenedOn: '2026-01-20' };
    after.incomeLimits!.byHouseholdSize[2] = 66_000;
    expect(changesBetween('assistance', assistance2026, after).map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Estado: Abierto → Cerrado',
      'Estado desde: sin fecha → 28 de noviembre de 2026',
      'Límite de ingreso, hogar de 3 personas: $65,650 → $66,000',
    ]);
    expect(changesBetween('assistance', defaultAssistanceParameters, assistance2026).map((c) => c.label)).toContain(
      'Aplica límites de ingreso por tamaño del hogar',
    );
  });
});
