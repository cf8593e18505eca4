import { describe, expect, it } from 'vitest';
import { defaultAssistanceParameters, type AssistanceParameters } from '../programme';
import { evaluateAssistance, incomeLimitFor, spanishDate } from './assistance';

// The 2026 table (src/server/features/programme/published-2026.ts): 1 to 8 persons, 4 persons $72,950.
const pronto: AssistanceParameters = {
  ...defaultAssistanceParameters,
  name: "Pronto pa' tu casa (CDBG-MIT)",
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: { byHouseholdSize: [51_050, 58_350, 65_650, 72_950, 78_800, 84_600, 90_450, 96_300], perExtraPersonShare: 0.08 },
};

describe('incomeLimitFor (docs/product/programme.md#income-limits)', () => {
  it('reads the table for 1 to 8 persons', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((size) => incomeLimitFor(pronto, size))).toEqual(pronto.incomeLimits!.byHouseholdSize);
  });

  it("adds 8 % of the 4-person limit per person above 8, rounded up to $50 (HUD's rule)", () => {
    // 0.08 × 72,950 = 5,836 → 5,850 a person.
    expect(incomeLimitFor(pronto, 9)).toBe(102_150);
    expect(incomeLimitFor(pronto, 10)).toBe(108_000);
  });

  it('is null when the programme applies no limit (version 1)', () => {
    expect(incomeLimitFor(defaultAssistanceParameters, 3)).toBeNull();
  });
});

describe('evaluateAssistance', () => {
  it('qualifies a household of 3 at its limit, and not a dollar over, naming the programme and the limit', () => {
    expect(evaluateAssistance({ annualIncome: 65_650, householdSize: 3 }, pronto)).toEqual({
      qualifies: true,
      reasons: [],
      amount: 45_000,
      incomeLimit: 65_650,
    });
    expect(evaluateAssistance({ annualIncome: 65_651, householdSize: 3 }, pronto)).toEqual({
      qualifies: false,
      reasons: ["Pronto pa' tu casa (CDBG-MIT): tu ingreso pasa el límite para un hogar de 3 personas ($65,650)"],
      amount: 0,
      incomeLimit: 65_650,
    });
  });

  it('gives an essential worker household its own amount', () => {
    expect(evaluateAssistance({ annualIncome: 50_000, householdSize: 1, householdCategory: 'critical-workforce' }, pronto).amount).toBe(
      55_000,
    );
  });

  it('says a closed or paused programme is not open, and counts nothing', () => {
    const closed = { ...pronto, status: { state: 'closed' as const, since: '2026-12-01', applicationsOpenedOn: '2026-01-20' } };
    expect(evaluateAssistance({ annualIncome: 10_000, householdSize: 4 }, closed)).toEqual({
      qualifies: false,
      reasons: ["Pronto pa' tu casa (CDBG-MIT) está cerrado desde el 1 de diciembre de 2026"],
      amount: 0,
      incomeLimit: null,
    });
    const paused = { ...pronto, status: { state: 'paused' as const, since: '2026-12-01', applicationsOpenedOn: null } };
    expect(evaluateAssistance({ annualIncome: 10_000, householdSize: 4 }, paused).reasons[0]).toContain('está en pausa desde');
  });

  it('asks for the household size when the programme has limits and it is unknown', () => {
    expect(evaluateAssistance({ annualIncome: 10_000 }, pronto).reasons).toEqual([
      "Pronto pa' tu casa (CDBG-MIT): indica cuántas personas viven en tu hogar para saber si cualificas",
    ]);
  });

  it('writes dates in Spanish words', () => {
    expect(spanishDate('2025-09-30')).toBe('30 de septiembre de 2025');
  });
});
