import { describe, expect, it } from 'vitest';
import { defaultAssistanceParameters, type AssistanceParameters } from '../programme';
import { assistancePropertyCheck, type ListingPropertyFacts } from './assistance-property';

const pronto: AssistanceParameters = {
  ...defaultAssistanceParameters,
  name: "Pronto pa' tu casa",
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  propertyRules: { concreteRequired: true, vacantRequired: true, floodInsuranceInFloodZone: true },
};
const known: ListingPropertyFacts = { floodZone: 'no', construction: 'si', vacantAtClosing: 'si', urbanCentreCertified: 'no' };
const check = (change: Partial<ListingPropertyFacts>, a: AssistanceParameters = pronto) =>
  assistancePropertyCheck({ ...known, ...change }, a);

describe("assistancePropertyCheck (docs/product/programme.md#property-rules): a listing's badge", () => {
  it('says sí for a concrete house vacant at closing, outside a flood zone', () => {
    expect(check({})).toEqual({
      verdict: 'si',
      label: "Elegible para Pronto pa' tu casa: sí",
      reasons: [],
      toConfirm: [],
      floodInsuranceRequired: false,
      urbanCentreBonus: 0,
    });
  });

  it('says no, and why, for a house not built in concrete', () => {
    expect(check({ construction: 'no' })).toMatchObject({
      verdict: 'no',
      label: "Elegible para Pronto pa' tu casa: no",
      reasons: ['no es de construcción en hormigón'],
    });
  });

  it('says no, and why, for a house not vacant at closing', () => {
    expect(check({ vacantAtClosing: 'no' })).toMatchObject({ verdict: 'no', reasons: ['no estará desocupada al cierre'] });
  });

  it('says por confirmar for what the listing does not know', () => {
    expect(check({ construction: 'desconocido', vacantAtClosing: 'desconocido' })).toMatchObject({
      verdict: 'por-confirmar',
      label: "Elegible para Pronto pa' tu casa: por confirmar",
      toConfirm: ['si es de construcción en hormigón', 'si estará desocupada al cierre'],
    });
  });

  it('requires flood insurance in a flood zone (unknown when the zone is), without making the house ineligible', () => {
    expect(check({ floodZone: 'si' })).toMatchObject({ verdict: 'si', floodInsuranceRequired: true });
    expect(check({ floodZone: 'desconocido' })).toMatchObject({ verdict: 'si', floodInsuranceRequired: null });
    const noRule = { ...pronto, propertyRules: { ...pronto.propertyRules, floodInsuranceInFloodZone: false } };
    expect(check({ floodZone: 'si' }, noRule).floodInsuranceRequired).toBe(false);
  });

  it("adds the certified urban centre's bonus, unknown when the listing does not say", () => {
    expect(check({ urbanCentreCertified: 'si' }).urbanCentreBonus).toBe(5_000);
    expect(check({ urbanCentreCertified: 'desconocido' }).urbanCentreBonus).toBeNull();
  });

  it('ignores a rule the version does not set', () => {
    const lenient = { ...pronto, propertyRules: { concreteRequired: false, vacantRequired: false, floodInsuranceInFloodZone: true } };
    expect(check({ construction: 'no', vacantAtClosing: 'desconocido' }, lenient).verdict).toBe('si');
  });

  it('says no while the programme is closed, with its date, and no bonus', () => {
    const closed = { ...pronto, status: { state: 'closed' as const, since: '2026-12-01', applicationsOpenedOn: null } };
    expect(check({ urbanCentreCertified: 'si' }, closed)).toMatchObject({
      verdict: 'no',
      reasons: ["Pronto pa' tu casa está cerrado desde el 1 de diciembre de 2026"],
      urbanCentreBonus: 0,
    });
  });
});
