import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { qualifyingAnswers } from '../../../test/journey';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const recent = (buyer: Caller) => as(buyer).get('/api/eligibility/recent');
const progress = async (buyer: Caller) => (await as(buyer).get('/api/progress')).json();
const checksOf = async (userId: string) => db.select().from(schema.eligibilityChecks).where(eq(schema.eligibilityChecks.userId, userId));

describe('POST /api/eligibility', () => {
  it("keeps the answers the documents screen starts from on the buyer's progress", async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/eligibility', qualifyingAnswers);
    const { name, email, phone, employmentType, housingType, maritalStatus, hasDependents } = qualifyingAnswers;
    expect((await progress(buyer)).lastEligibilityResult).toMatchObject({
      name,
      email,
      phone,
      employmentType,
      housingType,
      maritalStatus,
      hasDependents,
    });
  });

  it("stores a qualifying check and marks the step done with the server's outcome", async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', qualifyingAnswers);
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      name: 'María Santiago',
      annualIncome: 60_000,
      ageRequirement: true,
      graduationRequirement: true,
      incomeRequirement: true,
      planToMove: false,
      qualifies: true,
      reasons: [],
    });
    expect(new Date(record.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const stored = await checksOf(buyer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.annualIncomeCents).toBe(6_000_000);
    expect(await progress(buyer)).toMatchObject({
      eligibilityCompleted: true,
      lastEligibilityResult: { id: record.id, qualifies: true, reasons: [], employmentStatus: 'full-time', housingHistory: 'first-time' },
    });
  });

  it('stores the new answers, the tier, the next steps and the programme version it was computed with', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      householdCategory: 'critical-workforce',
      creditScoreBand: 'no-history',
      educationCertificate: 'not-yet',
    });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      householdCategory: 'critical-workforce',
      creditScoreBand: 'no-history',
      educationCertificate: 'not-yet',
      ownedHomeRecently: false,
      qualifies: true,
      reasons: [],
      subsidyTier: 'critical-workforce',
      subsidy: 55_000,
      programmeVersion: 2,
      assistanceProgrammeVersion: 3,
    });
    expect(record.nextSteps).toEqual([
      expect.stringContaining('Con menos de 600 de crédito o sin historial'),
      expect.stringContaining('agencias de consejería aprobadas por HUD'),
    ]);
    const [stored] = await checksOf(buyer.id);
    expect(stored).toMatchObject({
      householdCategory: 'critical-workforce',
      creditScoreBand: 'no-history',
      educationCertificate: 'not-yet',
      subsidyTier: 'critical-workforce',
      subsidyCents: 5_500_000,
      nextSteps: record.nextSteps,
      programmeVersion: 2,
      assistanceProgrammeVersion: 3,
    });
  });

  it('refuses a previous owner who owned a home within the window, and not one who owned it before', async () => {
    const buyer = await signUpBuyer(app);
    const recent = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      housingHistory: 'previous-owner',
      ownedHomeRecently: true,
    });
    expect(recent.json()).toMatchObject({
      ownedHomeRecently: true,
      qualifies: false,
      reasons: ['No debes haber tenido vivienda propia en los últimos 3 años'],
    });
    const earlier = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      housingHistory: 'previous-owner',
      ownedHomeRecently: false,
    });
    expect(earlier.json()).toMatchObject({ ownedHomeRecently: false, qualifies: true });
  });

  it('ignores ownedHomeRecently unless the buyer is a previous owner', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      housingHistory: 'first-time',
      ownedHomeRecently: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ownedHomeRecently: false, qualifies: true, reasons: [] });
    expect((await checksOf(buyer.id))[0]!.ownedHomeRecently).toBe(false);
  });

  it('recomputes the outcome and ignores the outcome a client sends', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      age: 40,
      annualIncome: 20_000,
      qualifies: true,
      reasons: [],
      nextSteps: ['cualquier cosa'],
      subsidy: 1_000_000,
      subsidyTier: 'critical-workforce',
      programmeVersion: 99,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      qualifies: false,
      ageRequirement: false,
      incomeRequirement: true,
      reasons: ['Debes tener entre 21 y 35 años'],
      nextSteps: [],
      subsidyTier: 'standard',
      // $20,000 is under the limit for 3 persons: the assistance does not depend on the loan's age rule.
      subsidy: 45_000,
      programmeVersion: 2,
    });
    expect((await progress(buyer)).lastEligibilityResult.qualifies).toBe(false);
  });

  it('gives every reason on the non-qualifying path', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', {
      ...qualifyingAnswers,
      age: 19,
      graduationYear: 2001,
      annualIncome: 250_000,
      employmentStatus: 'unemployed',
      housingHistory: 'current-owner',
      residencyStatus: 'no',
      planToMove: false,
    });
    expect(response.json().reasons).toEqual([
      'Debes tener entre 21 y 35 años',
      'Debes haberte graduado en los últimos 5 años',
      'Tu ingreso anual debe estar entre $20,000 y $200,000',
      'Debes tener empleo estable',
      'El programa es para compradores de primera vivienda',
      'Debes vivir en Puerto Rico o planear mudarte a la isla',
    ]);
  });

  it('counts planToMove only for someone living outside Puerto Rico', async () => {
    const buyer = await signUpBuyer(app);
    expect(
      (await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, residencyStatus: 'yes', planToMove: true })).json().planToMove,
    ).toBe(false);
    const abroad = (await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, residencyStatus: 'no', planToMove: true })).json();
    expect(abroad).toMatchObject({ planToMove: true, qualifies: true });
  });

  it.each([
    ['a missing name', { name: '' }, 'Ingresa tu nombre completo'],
    ['a bad e-mail', { email: 'no-es-email' }, 'Ingresa un email válido'],
    ['a short phone', { phone: '787555' }, 'Ingresa un número de teléfono válido'],
    ['a negative income', { annualIncome: -1 }, 'El ingreso no puede ser negativo'],
    ['an absurd income', { annualIncome: 1e12 }, 'Ingresa un ingreso válido'],
    ['an income that is not a number', { annualIncome: 'mucho' }, 'Ingresa tu ingreso anual'],
    ['NaN (null in JSON)', { annualIncome: null }, 'Ingresa tu ingreso anual'],
    ['a fractional age', { age: 28.5 }, 'Ingresa una edad válida'],
    ['a missing age', { age: undefined }, 'Ingresa tu edad'],
    ['an unknown employment status', { employmentStatus: 'retired' }, 'Selecciona tu estado de empleo'],
    ['an unknown housing history', { housingHistory: 'renter' }, 'Selecciona tu historial de vivienda'],
    ['an unknown residency', { residencyStatus: 'maybe' }, 'Selecciona tu situación de residencia'],
    ['an unknown employment type', { employmentType: 'intern' }, 'Selecciona tu tipo de empleo'],
    ['an unknown housing type', { housingType: 'castle' }, 'Selecciona tu opción de vivienda'],
    ['an unknown marital status', { maritalStatus: 'widowed' }, 'Selecciona tu estado civil'],
    ['hasDependents as text', { hasDependents: 'no' }, 'Indica si tienes dependientes'],
    ['a missing household category', { householdCategory: undefined }, 'Indica si alguien en tu hogar es fuerza laboral crítica'],
    ['an unknown household category', { householdCategory: 'military' }, 'Indica si alguien en tu hogar es fuerza laboral crítica'],
    ['a missing credit band', { creditScoreBand: undefined }, 'Selecciona tu puntuación de crédito'],
    ['a credit score instead of a band', { creditScoreBand: 720 }, 'Selecciona tu puntuación de crédito'],
    ['a missing education answer', { educationCertificate: undefined }, 'Indica si tienes el certificado de educación'],
    ['an unknown education answer', { educationCertificate: 'maybe' }, 'Indica si tienes el certificado de educación'],
    ['a previous owner who does not say when', { housingHistory: 'previous-owner' }, 'Indica si tuviste casa propia en los últimos años'],
    [
      'ownedHomeRecently as text',
      { housingHistory: 'previous-owner', ownedHomeRecently: 'no' },
      'Indica si tuviste casa propia en los últimos años',
    ],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_case, change, message) => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await checksOf(buyer.id)).toHaveLength(0);
    expect((await progress(buyer)).eligibilityCompleted).toBe(false);
  });

  it('is for signed-in buyers only', async () => {
    expect((await anonymous.post('/api/eligibility', qualifyingAnswers)).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await as(staff).post('/api/eligibility', qualifyingAnswers)).statusCode).toBe(403);
  });
});

describe('GET /api/eligibility/recent', () => {
  it("lists this buyer's checks only, newest first, at most ten", async () => {
    const buyer = await signUpBuyer(app);
    const other = await signUpBuyer(app);
    await as(other).post('/api/eligibility', qualifyingAnswers);
    for (let i = 0; i < 11; i++) await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, age: i === 10 ? 50 : 28 });
    const list = (await recent(buyer)).json() as Array<{ qualifies: boolean; createdAt: string }>;
    expect(list).toHaveLength(10);
    expect(list[0]!.qualifies).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'id', 'qualifies', 'reasons']);
    const times = list.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await recent(other)).json()).toHaveLength(1);
  });
});

// Each programme by its own rules and version (docs/product/programme.md#two-programmes): the 2026 versions published
// at start-up are in force here (loan version 2, Vivienda Joven; assistance version 3, Pronto pa' tu casa).
describe('POST /api/eligibility answers each programme on its own', () => {
  const post = async (buyer: Caller, change: Record<string, unknown>) => {
    const response = await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, ...change });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("qualifies a household of 3 at Pronto pa' tu casa's limit ($65,650), and not a dollar over, while the loan answers by its own rules", async () => {
    const buyer = await signUpBuyer(app);
    const atLimit = await post(buyer, { householdSize: 3, annualIncome: 65_650 });
    expect(atLimit.programmes).toEqual({
      loan: { qualifies: true, reasons: [] },
      assistance: {
        qualifies: true,
        reasons: [],
        amount: 45_000,
        status: { state: 'open', since: '2026-01-20', applicationsOpenedOn: '2026-01-20' },
        incomeLimit: 65_650,
      },
    });
    expect(atLimit).toMatchObject({ qualifies: true, subsidy: 45_000, householdSize: 3 });

    const over = await post(buyer, { householdSize: 3, annualIncome: 65_651 });
    expect(over.programmes.loan).toEqual({ qualifies: true, reasons: [] });
    expect(over.programmes.assistance).toMatchObject({
      qualifies: false,
      amount: 0,
      incomeLimit: 65_650,
      reasons: ["Pronto pa' tu casa (CDBG-MIT): tu ingreso pasa el límite para un hogar de 3 personas ($65,650)"],
    });
    expect(over).toMatchObject({ qualifies: true, subsidy: 0 });
  });

  it("judges the loan by Vivienda Joven's rules and names it, while the assistance still qualifies", async () => {
    const buyer = await signUpBuyer(app);
    const record = await post(buyer, { age: 36, householdSize: 4, annualIncome: 40_000 });
    expect(record.programmes.loan).toEqual({ qualifies: false, reasons: ['Vivienda Joven (AFV): debes tener entre 21 y 35 años'] });
    expect(record.programmes.assistance).toMatchObject({ qualifies: true, amount: 45_000, incomeLimit: 72_950 });
  });

  it('uses the rule above 8 persons, and the essential-worker amount', async () => {
    const buyer = await signUpBuyer(app);
    // 96,300 + 8 % of 72,950 (5,836 → 5,850) = 102,150 for 9 persons.
    const nine = await post(buyer, { householdSize: 9, annualIncome: 102_150, householdCategory: 'critical-workforce' });
    expect(nine.programmes.assistance).toMatchObject({ qualifies: true, amount: 55_000, incomeLimit: 102_150 });
  });

  it('asks for the household size when a client leaves it out, and refuses one outside 1-20 in Spanish, writing nothing', async () => {
    const buyer = await signUpBuyer(app);
    const record = await post(buyer, { householdSize: undefined });
    expect(record.householdSize).toBeNull();
    expect(record.programmes.assistance.reasons).toEqual([
      "Pronto pa' tu casa (CDBG-MIT): indica cuántas personas viven en tu hogar para saber si cualificas",
    ]);
    for (const householdSize of [0, 21, 2.5, 'tres']) {
      const refused = await as(buyer).post('/api/eligibility', { ...qualifyingAnswers, householdSize });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^Indica cuántas personas viven en tu hogar/);
    }
    expect(await checksOf(buyer.id)).toHaveLength(1);
  });
});
