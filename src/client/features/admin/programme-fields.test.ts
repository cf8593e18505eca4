// The console's list of parameters must cover the whole schema, or a parameter could never be changed from the form
// and its changes would be missing from the history.
import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, programmeParametersSchema, type ProgrammeParameters } from '../../../shared/programme';
import { changesBetween, formTextOf, parameterFields, parametersOf, ratesKey } from './programme-fields';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

describe('the programme form', () => {
  it('has one field for every parameter, and the municipal table apart', () => {
    const keys = leafKeys({
      ...defaultProgrammeParameters,
      costs: { ...defaultProgrammeParameters.costs, propertyTax: { ...defaultProgrammeParameters.costs.propertyTax, rates: null } },
    });
    expect(parameterFields.map((f) => f.key).sort()).toEqual(keys.filter((key) => key !== ratesKey).sort());
  });

  it('reads back exactly what it shows: percentages become shares, the table becomes rates', () => {
    const p: ProgrammeParameters = structuredClone(defaultProgrammeParameters);
    p.costs.propertyTax.rates = { Ponce: 0.0903, 'San Juan': 0.1183 };
    p.subsidy.maxIncome = 98_000;
    const form = formTextOf(p);
    expect(form.values['loan.closingCostsAllowance']).toBe('7');
    expect(form.values['costs.propertyTax.defaultRate']).toBe('11.83');
    const { draft, rowErrors } = parametersOf(form);
    expect(rowErrors).toEqual({});
    expect(programmeParametersSchema.parse(draft)).toEqual(p);
  });

  it('takes "$7,000" for 7000, leaves an empty income limit as none, and marks a blank or repeated municipality', () => {
    const form = formTextOf(defaultProgrammeParameters);
    form.values['subsidy.urbanBonus'] = '$7,000';
    form.values['subsidy.maxIncome'] = '';
    form.rates = [
      { id: 1, municipality: 'Ponce', rate: '9' },
      { id: 2, municipality: 'Ponce', rate: '10' },
      { id: 3, municipality: '', rate: '10' },
    ];
    const { draft, rowErrors } = parametersOf(form);
    expect(draft).toMatchObject({ subsidy: { urbanBonus: 7_000, maxIncome: null }, costs: { propertyTax: { rates: { Ponce: 0.09 } } } });
    expect(rowErrors).toEqual({ 2: 'Este municipio ya está en la tabla', 3: 'Selecciona un municipio' });
  });
});

describe('the differences between two versions', () => {
  it('names each changed parameter with its old and new value, municipal rates included', () => {
    const after: ProgrammeParameters = structuredClone(defaultProgrammeParameters);
    after.subsidy.urbanBonus = 7_000;
    after.loan.annualInterestRate = 0.0625;
    after.costs.propertyTax.rates = { Ponce: 0.0903 };
    expect(changesBetween(defaultProgrammeParameters, after).map((c) => `${c.label}: ${c.from} → ${c.to}`)).toEqual([
      'Tasa de interés anual: 5 % → 6.25 %',
      'Adicional urbano: $5,000 → $7,000',
      'Tasa de contribución de Ponce: la predeterminada → 9.03 %',
    ]);
    expect(changesBetween(after, after)).toEqual([]);
  });
});
