import { describe, expect, it } from 'vitest';
import { defaultAssistanceParameters, defaultProgrammeParameters, type AssistanceParameters, type ProgrammeParameters } from '../programme';
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
const check = (
  change: Partial<EligibilityFacts>,
  p: ProgrammeParameters = defaults,
  a: AssistanceParameters = defaultAssistanceParameters,
) => evaluateEligibility({ ...qualifying, ...change }, year, p, a);

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
};
/** A later assistance version: its own amounts and one income limit of $90,000 for every household size. */
const changedAssistance: AssistanceParameters = {
  ...defaultAssistanceParameters,
  name: "Pronto pa' tu casa (CDBG-MIT)",
  amounts: { standard: 45_000, essentialWorker: 55_000, urbanCentreBonus: 5_000 },
  incomeLimits: { byHouseholdSize: Array<number>(8).fill(90_000), perExtraPersonShare: 0.08 },
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
      programmes: {
        loan: { qualifies: true, reasons: [] },
        assistance: { qualifies: true, reasons: [], amount: 55_000, status: defaultAssistanceParameters.status, incomeLimit: null },
      },
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

  it("grants nothing above the assistance's income limit, still qualifies for the loan, and says why under the assistance's name", () => {
    const above = check({ annualIncome: 90_001, householdSize: 3 }, changed, changedAssistance);
    expect(above).toMatchObject({ qualifies: true, subsidy: 0, subsidyTier: 'standard', nextSteps: [] });
    expect(above.programmes.assistance).toMatchObject({
      qualifies: false,
      amount: 0,
      reasons: ["Pronto pa' tu casa (CDBG-MIT): tu ingreso pasa el límite para un hogar de 3 personas ($90,000)"],
    });
    expect(check({ annualIncome: 90_000, householdSize: 3 }, changed, changedAssistance)).toMatchObject({ subsidy: 45_000, nextSteps: [] });
  });

  it('pays each tier its own amount', () => {
    expect(check({ householdSize: 1 }, changed, changedAssistance)).toMatchObject({ subsidyTier: 'standard', subsidy: 45_000 });
    expect(check({ householdCategory: 'critical-workforce', householdSize: 1 }, changed, changedAssistance)).toMatchObject({
      subsidyTier: 'critical-workforce',
      subsidy: 55_000,
    });
    expect(
      check({ householdCategory: 'critical-workforce', annualIncome: 100_000, householdSize: 1 }, changed, changedAssistance).subsidy,
    ).toBe(0);
  });

  it('gives every next step at once, in order: credit, education', () => {
    const lenient = { ...changed, eligibility: { ...changed.eligibility, alternativeCreditAccepted: true } };
    const steps = eligibilityNextSteps(lenient);
    expect(check({ creditScoreBand: 'no-history', educationCertificate: 'not-yet', annualIncome: 120_000 }, lenient).nextSteps).toEqual([
      steps.alternativeCredit,
      steps.education,
    ]);
    expect(steps.alternativeCredit).toContain('Con menos de 640 de crédito');
  });
});

describe('each programme answered on its own (docs/product/programme.md#two-programmes)', () => {
  it("names the loan programme in the loan's reasons and leaves the assistance's answer its own", () => {
    const outcome = check({ age: 40, householdSize: 2 }, defaults, changedAssistance);
    expect(outcome.programmes.loan).toEqual({ qualifies: false, reasons: ['Vivienda Joven (AFV): debes tener entre 21 y 35 años'] });
    expect(outcome.reasons).toEqual(['Debes tener entre 21 y 35 años']);
    expect(outcome.programmes.assistance).toMatchObject({ qualifies: true, amount: 45_000, incomeLimit: 90_000 });
  });

  it('answers a closed assistance programme as closed since its date, never counted', () => {
    const closed: AssistanceParameters = {
      ...changedAssistance,
      status: { state: 'closed', since: '2025-09-30', applicationsOpenedOn: null },
    };
    const outcome = check({ householdSize: 1 }, defaults, closed);
    expect(outcome.subsidy).toBe(0);
    expect(outcome.programmes.assistance).toMatchObject({
      qualifies: false,
      amount: 0,
      reasons: ["Pronto pa' tu casa (CDBG-MIT) está cerrado desde el 30 de septiembre de 2025"],
    });
    expect(outcome.qualifies).toBe(true);
  });

  it('answers a paused loan programme as paused, and the buyer does not qualify for it', () => {
    const paused: ProgrammeParameters = { ...defaults, status: { state: 'paused', since: '2026-11-01', applicationsOpenedOn: null } };
    const outcome = check({}, paused);
    expect(outcome.qualifies).toBe(false);
    expect(outcome.programmes.loan.reasons).toEqual(['Vivienda Joven (AFV) está en pausa desde el 1 de noviembre de 2026']);
  });
});
