import { describe, expect, it } from 'vitest';
import { eligibilityReasons, evaluateEligibility, type EligibilityFacts } from './eligibility';

const year = 2026;
const qualifying: EligibilityFacts = {
  age: 28,
  graduationYear: 2023,
  annualIncome: 45_000,
  employmentStatus: 'full-time',
  housingHistory: 'first-time',
  residencyStatus: 'yes',
};
const check = (change: Partial<EligibilityFacts>) => evaluateEligibility({ ...qualifying, ...change }, year);

describe('evaluateEligibility (docs/product/validation.md)', () => {
  it('qualifies a buyer who meets every rule, with no reasons', () => {
    expect(check({})).toEqual({ ageRequirement: true, graduationRequirement: true, incomeRequirement: true, qualifies: true, reasons: [] });
  });

  it.each([
    [21, true],
    [35, true],
    [20, false],
    [36, false],
  ])('age %i → within 21-35: %s', (age, ok) => {
    const outcome = check({ age });
    expect(outcome.ageRequirement).toBe(ok);
    expect(outcome.reasons.includes(eligibilityReasons.age)).toBe(!ok);
  });

  it.each([
    [20_000, true],
    [200_000, true],
    [19_999.99, false],
    [200_000.01, false],
    [0, false],
  ])('income %d → within 20,000-200,000: %s', (annualIncome, ok) => {
    const outcome = check({ annualIncome });
    expect(outcome.incomeRequirement).toBe(ok);
    expect(outcome.reasons).toEqual(ok ? [] : ['Tu ingreso anual debe estar entre $20,000 y $200,000']);
  });

  it.each([
    [2026, true],
    [2021, true],
    [2020, false],
    [2027, false],
  ])('graduated in %i (now %i) → within 5 years: %s', (graduationYear, ok) => {
    expect(check({ graduationYear }).graduationRequirement).toBe(ok);
    expect(check({ graduationYear }).qualifies).toBe(ok);
  });

  it('refuses the unemployed and current owners with their own reasons', () => {
    expect(check({ employmentStatus: 'unemployed' }).reasons).toEqual(['Debes tener empleo estable']);
    expect(check({ housingHistory: 'current-owner' }).reasons).toEqual(['El programa es para compradores de primera vivienda']);
    expect(check({ housingHistory: 'previous-owner' }).qualifies).toBe(true);
    expect(check({ employmentStatus: 'contract' }).qualifies).toBe(true);
  });

  it('accepts someone living abroad only if they plan to move', () => {
    expect(check({ residencyStatus: 'no' }).reasons).toEqual(['Debes vivir en Puerto Rico o planear mudarte a la isla']);
    expect(check({ residencyStatus: 'no', planToMove: false }).qualifies).toBe(false);
    expect(check({ residencyStatus: 'no', planToMove: true }).qualifies).toBe(true);
    expect(check({ residencyStatus: 'yes', planToMove: false }).qualifies).toBe(true);
  });

  it('lists every failed rule, in the order of the specification', () => {
    const outcome = check({
      age: 40,
      graduationYear: 2010,
      annualIncome: 10_000,
      employmentStatus: 'unemployed',
      housingHistory: 'current-owner',
      residencyStatus: 'no',
    });
    expect(outcome.qualifies).toBe(false);
    expect(outcome.reasons).toEqual(Object.values(eligibilityReasons));
  });
});
