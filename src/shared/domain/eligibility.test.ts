import { describe, expect, it } from 'vitest';
import { defaultProgrammeParameters, type ProgrammeParameters } from '../programme';
import { eligibilityNextSteps, eligibilityReasons, evaluateEligibility, type EligibilityFacts } from './eligibility';

const year = 2026;
const defaults = defaultProgrammeParameters;
const qualifying: EligibilityFacts = {
  age: 28,
  graduationYear: 2023,
  annualIncome: 45_000,
  employmentStatus: 'full-time',
  housingHistory: 'first-time',
  residencyStatus: 'yes',
  householdCategory: 'standard',
  creditScoreBand: 'meets-minimum',
  educationCertificate: 'have',
};
const check = (change: Partial<EligibilityFacts>, p: ProgrammeParameters = defaults) =>
  evaluateEligibility({ ...qualifying, ...change }, year, p);

/** A later version: every figure the rules read differs from version 1. */
const changed: ProgrammeParameters = {
  ...defaults,
  eligibility: {
    ...defaults.eligibility,
    minAge: 25,
    maxAge: 40,
    graduationWithinYears: 7,
    minAnnualIncome: 30_000,
    maxAnnualIncome: 150_000,
    minCreditScore: 640,
    alternativeCreditAccepted: false,
    noHomeOwnedYears: 5,
  },
  subsidy: { standard: 45_000, criticalWorkforce: 55_000, urbanBonus: 5_000, maxIncome: 90_000 },
};

describe('evaluateEligibility with version 1 (docs/product/programme.md#eligibility)', () => {
  it('qualifies a buyer who meets every rule, with no reasons, no next steps and the standard grant', () => {
    expect(check({})).toEqual({
      ageRequirement: true,
      graduationRequirement: true,
      incomeRequirement: true,
      qualifies: true,
      reasons: [],
      nextSteps: [],
      subsidyTier: 'standard',
      subsidy: 55_000,
    });
  });

  it.each([
    [21, true],
    [35, true],
    [20, false],
    [36, false],
  ])('age %i → within 21-35: %s', (age, ok) => {
    const outcome = check({ age });
    expect(outcome.ageRequirement).toBe(ok);
    expect(outcome.reasons).toEqual(ok ? [] : ['Debes tener entre 21 y 35 años']);
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
  ])('graduated in %i (now 2026) → within 5 years: %s', (graduationYear, ok) => {
    expect(check({ graduationYear }).graduationRequirement).toBe(ok);
    expect(check({ graduationYear }).qualifies).toBe(ok);
  });

  it('refuses the unemployed and current owners with their own reasons', () => {
    expect(check({ employmentStatus: 'unemployed' }).reasons).toEqual(['Debes tener empleo estable']);
    expect(check({ housingHistory: 'current-owner' }).reasons).toEqual(['El programa es para compradores de primera vivienda']);
    expect(check({ employmentStatus: 'contract' }).qualifies).toBe(true);
  });

  it("refuses a previous owner only when they owned a home within the version's window", () => {
    expect(check({ housingHistory: 'previous-owner', ownedHomeRecently: true }).reasons).toEqual([
      'No debes haber tenido vivienda propia en los últimos 3 años',
    ]);
    expect(check({ housingHistory: 'previous-owner', ownedHomeRecently: false }).qualifies).toBe(true);
    // The answer counts only for a previous owner: the form asks nobody else.
    expect(check({ housingHistory: 'first-time', ownedHomeRecently: true }).qualifies).toBe(true);
  });

  it('accepts someone living abroad only if they plan to move', () => {
    expect(check({ residencyStatus: 'no' }).reasons).toEqual(['Debes vivir en Puerto Rico o planear mudarte a la isla']);
    expect(check({ residencyStatus: 'no', planToMove: false }).qualifies).toBe(false);
    expect(check({ residencyStatus: 'no', planToMove: true }).qualifies).toBe(true);
    expect(check({ residencyStatus: 'yes', planToMove: false }).qualifies).toBe(true);
  });

  it.each(['below-minimum', 'no-history'] as const)(
    'qualifies with credit %s, with the alternative-credit next step',
    (creditScoreBand) => {
      const outcome = check({ creditScoreBand });
      expect(outcome.qualifies).toBe(true);
      expect(outcome.nextSteps).toEqual([eligibilityNextSteps(defaults).alternativeCredit]);
      expect(outcome.nextSteps[0]).toContain('Con menos de 600 de crédito');
    },
  );

  it('qualifies without the education certificate, with a next step saying where to get it', () => {
    const outcome = check({ educationCertificate: 'not-yet' });
    expect(outcome.qualifies).toBe(true);
    expect(outcome.nextSteps).toEqual([eligibilityNextSteps(defaults).education]);
    expect(outcome.nextSteps[0]).toContain('agencias de consejería aprobadas por HUD');
  });

  it('gives critical workforce its own tier, at its own amount', () => {
    expect(check({ householdCategory: 'critical-workforce' })).toMatchObject({ subsidyTier: 'critical-workforce', subsidy: 55_000 });
  });

  it('never takes the subsidy away when version 1 sets no income limit', () => {
    expect(check({ annualIncome: 200_000 })).toMatchObject({ qualifies: true, subsidy: 55_000, nextSteps: [] });
  });

  it('lists every failed rule, in the order of docs/product/validation.md#eligibility-outcome', () => {
    const outcome = check({
      age: 40,
      graduationYear: 2010,
      annualIncome: 10_000,
      employmentStatus: 'unemployed',
      housingHistory: 'current-owner',
      residencyStatus: 'no',
    });
    const reasons = eligibilityReasons(defaults);
    expect(outcome.qualifies).toBe(false);
    expect(outcome.reasons).toEqual([
      reasons.age,
      reasons.graduation,
      reasons.income,
      reasons.employment,
      reasons.firstHome,
      reasons.residency,
    ]);
  });
});

describe('evaluateEligibility with another version: every figure comes from the parameters', () => {
  it('judges age, graduation and income by the version, and writes the reasons with its figures', () => {
    expect(check({ age: 24 }, changed).reasons).toEqual(['Debes tener entre 25 y 40 años']);
    expect(check({ age: 38, graduationYear: 2019, annualIncome: 30_000 }, changed).qualifies).toBe(true);
    expect(check({ graduationYear: 2018 }, changed).reasons).toEqual(['Debes haberte graduado en los últimos 7 años']);
    expect(check({ annualIncome: 25_000 }, changed).reasons).toEqual(['Tu ingreso anual debe estar entre $30,000 y $150,000']);
    // Version 1 would have refused the first and accepted the second.
    expect(check({ age: 36 }, changed).qualifies).toBe(true);
    expect(check({ age: 22 }, changed).qualifies).toBe(false);
  });

  it("uses the version's ownership window", () => {
    expect(check({ housingHistory: 'previous-owner', ownedHomeRecently: true }, changed).reasons).toEqual([
      'No debes haber tenido vivienda propia en los últimos 5 años',
    ]);
  });

  it('makes low credit a reason when the version does not accept alternative credit', () => {
    for (const creditScoreBand of ['below-minimum', 'no-history'] as const) {
      const outcome = check({ creditScoreBand }, changed);
      expect(outcome.qualifies).toBe(false);
      expect(outcome.reasons).toEqual(['Necesitas una puntuación de crédito de 640 o más']);
      expect(outcome.nextSteps).toEqual([]);
    }
    expect(check({ creditScoreBand: 'meets-minimum' }, changed).qualifies).toBe(true);
  });

  it('grants nothing above the subsidy income limit, still qualifies, and says so in a next step', () => {
    const above = check({ annualIncome: 90_001 }, changed);
    expect(above).toMatchObject({ qualifies: true, subsidy: 0, subsidyTier: 'standard' });
    expect(above.nextSteps).toEqual(['Con un ingreso mayor de $90,000 el préstamo sigue disponible, pero no el subsidio']);
    expect(check({ annualIncome: 90_000 }, changed)).toMatchObject({ subsidy: 45_000, nextSteps: [] });
  });

  it('pays each tier its own amount', () => {
    expect(check({}, changed)).toMatchObject({ subsidyTier: 'standard', subsidy: 45_000 });
    expect(check({ householdCategory: 'critical-workforce' }, changed)).toMatchObject({
      subsidyTier: 'critical-workforce',
      subsidy: 55_000,
    });
    expect(check({ householdCategory: 'critical-workforce', annualIncome: 100_000 }, changed).subsidy).toBe(0);
  });

  it('gives every next step at once, in order: credit, education, subsidy income', () => {
    const lenient = { ...changed, eligibility: { ...changed.eligibility, alternativeCreditAccepted: true } };
    const steps = eligibilityNextSteps(lenient);
    expect(check({ creditScoreBand: 'no-history', educationCertificate: 'not-yet', annualIncome: 120_000 }, lenient).nextSteps).toEqual([
      steps.alternativeCredit,
      steps.education,
      steps.subsidyIncome,
    ]);
    expect(steps.alternativeCredit).toContain('Con menos de 640 de crédito');
  });
});
