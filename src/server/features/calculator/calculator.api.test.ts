import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { amortize } from '../../../shared/domain/amortization';
import {
  defaultAssistanceParameters,
  defaultProgrammeParameters,
  type PublishAssistance,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { qualifyingAnswers, sampleCalculation } from '../../../test/journey';
import { requestsTo } from '../../../test/requests';
import type { BuiltApp } from '../../app';
import { schema } from '../../db/client';
import { published2026 } from '../programme/service';

const today = () => puertoRicoDate(new Date());
const sourced = { effectiveFrom: today(), sourceUrl: 'https://www.vivienda.pr.gov/programa', note: 'Cifras de prueba.' };

/** Publishes each programme's first figures again as the versions in force (loan 3, assistance 4): the figures below are worked out by hand from them. */
async function publishFirstFigures(target: BuiltApp) {
  const operator = await createAdmin(target);
  const { as: call } = requestsTo(target.app);
  const loan: PublishProgramme = { ...sourced, parameters: defaultProgrammeParameters };
  const assistance: PublishAssistance = { ...sourced, parameters: defaultAssistanceParameters };
  expect((await call(operator).put('/api/admin/programmes/loan', loan)).statusCode).toBe(200);
  expect((await call(operator).put('/api/admin/programmes/assistance', assistance)).statusCode).toBe(200);
}

const built = await setupTestApp();
await publishFirstFigures(built);
const { app, as, anonymous } = built;
const db = built.database.db;

const runsOf = (userId: string) => db.select().from(schema.calculatorRuns).where(eq(schema.calculatorRuns.userId, userId));

// sampleCalculation: 60,000 a year, no debts, 5,000 saved, urban. The first figures (src/shared/programme.ts): 28 % of
// 5,000 a month = 1,400 × 186.2816 (5 % over 30 years) = 260,794 of mortgage; 55,000 + 5,000 urban subsidy; budget 325,794.
const sampleWholeCost = {
  // The price is the budget when the buyer gives none.
  assumptions: {
    homePrice: 325_794,
    municipality: null,
    propertyTaxRate: 0.1183,
    assessedValue: 146_607.3, // 45 % of the price
    floodZone: false,
    hazardInsuranceAnnual: 1_140.28, // 0.35 % of the price
    floodInsuranceAnnual: 900,
    // The estimate, with no range in version 1 (docs/decisions/0141-property-tax-estimate.md).
    propertyTax: { source: 'estimate', annual: 15_569.14, low: 15_569.14, high: 15_569.14 },
  },
  // Needed: 325,794 + 7,678 of closing costs − 60,000 − 5,000 = 268,472; the buyer may borrow 260,794.
  loanAmount: 260_794,
  monthlyCost: {
    principalAndInterest: 1_400,
    // (146,607.30 − 15,000) × 11.83 % = 15,569.14 a year ÷ 12 = 1,297.43.
    propertyTax: 1_297,
    // 1,140.28 ÷ 12 = 95.02.
    hazardInsurance: 95,
    floodInsurance: 0,
    // 260,794 is 80.05 % of the price, above 80 %: 0.5 % × 260,794 = 1,303.97 a year ÷ 12 = 108.66.
    mortgageInsurance: 109,
    total: 2_901,
  },
  cashToClose: {
    lines: [
      { key: 'downPayment', label: 'Pronto pago (lo que el préstamo no financia del precio)', amount: 65_000 }, // 325,794 − 260,794
      { key: 'notary', label: 'Honorarios del notario', amount: 3_258 }, // 1 % of 325,794
      { key: 'stamps', label: 'Sellos y comprobantes', amount: 2_443 }, // 0.75 %
      { key: 'registry', label: 'Registro de la Propiedad', amount: 977 }, // 0.3 %
      { key: 'titleStudy', label: 'Estudio de título', amount: 100 },
      { key: 'appraisal', label: 'Tasación', amount: 500 },
      { key: 'inspection', label: 'Inspección', amount: 400 },
      { key: 'financedClosingCosts', label: 'Gastos de cierre financiados por el préstamo', amount: 0 },
      { key: 'subsidy', label: 'Subsidio del programa', amount: -60_000 },
    ],
    // 65,000 + 7,678 − 60,000.
    total: 12_678,
  },
  programmeVersion: 3,
  assistanceProgrammeVersion: 4,
  assistance: { counted: true, reasons: [], householdSize: 3 },
};

describe('POST /api/calculator', () => {
  it("stores the server's own figures, ignoring results the client sends, and marks the step done", async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/calculator', {
      ...sampleCalculation,
      maxMortgage: 999_999,
      totalBudget: 1,
      hbaSubsidy: 0,
      loanAmount: 1,
      monthlyCost: { total: 1 },
    });
    expect(response.statusCode).toBe(201);
    const run = response.json();
    expect(run).toEqual({
      id: expect.any(String),
      annualIncome: 60_000,
      monthlyDebts: 0,
      downPayment: 5_000,
      zone: 'urban',
      householdCategory: 'standard',
      maxMortgage: 260_794,
      monthlyPayment: 1_400,
      hbaSubsidy: 60_000,
      totalBudget: 325_794,
      ...sampleWholeCost,
      createdAt: expect.any(String),
    });
    const [row] = await runsOf(buyer.id);
    expect(row).toMatchObject({
      annualIncomeCents: 6_000_000,
      maxMortgageCents: 26_079_400,
      totalBudgetCents: 32_579_400,
      programmeVersion: 3,
      assistanceProgrammeVersion: 4,
      homeCost: { loanAmount: 260_794, monthlyCost: { total: 2_901 }, cashToClose: { total: 12_678 } },
    });
    const progress = (await as(buyer).get('/api/progress')).json();
    expect(progress).toMatchObject({ calculatorCompleted: true, lastCalculatorResult: { id: run.id, totalBudget: 325_794 } });
    expect(progress.lastCalculatorResult).toMatchObject(sampleWholeCost);
  });

  it("works the whole cost out at the buyer's own price, municipality, flood zone and insurance", async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/calculator', {
      ...sampleCalculation,
      homePrice: 200_000,
      municipality: 'Ponce',
      floodZone: true,
      hazardInsuranceAnnual: 1_200,
      floodInsuranceAnnual: 1_800,
    });
    expect(response.statusCode).toBe(201);
    const run = response.json();
    // The budget does not move with the price.
    expect(run).toMatchObject({ maxMortgage: 260_794, hbaSubsidy: 60_000, totalBudget: 325_794 });
    expect(run.assumptions).toEqual({
      homePrice: 200_000,
      municipality: 'Ponce',
      // Version 1 lists no municipality of its own: the default rate.
      propertyTaxRate: 0.1183,
      assessedValue: 90_000,
      floodZone: true,
      hazardInsuranceAnnual: 1_200,
      floodInsuranceAnnual: 1_800,
      propertyTax: { source: 'estimate', annual: 8_872.5, low: 8_872.5, high: 8_872.5 },
    });
    // Closing costs at 200,000: 2,000 + 1,500 + 600 + 100 + 500 + 400 = 5,100. Needed: 205,100 − 60,000 − 5,000 = 140,100.
    expect(run.loanAmount).toBe(140_100);
    expect(run.monthlyCost).toEqual({
      principalAndInterest: 752, // 140,100 ÷ 186.2816 = 752.09
      propertyTax: 739, // (90,000 − 15,000) × 11.83 % = 8,872.50 ÷ 12
      hazardInsurance: 100, // 1,200 ÷ 12
      floodInsurance: 150, // 1,800 ÷ 12
      mortgageInsurance: 0, // 140,100 is 70 % of the price
      total: 1_741,
    });
    // 200,000 − 140,100 = 59,900 + 5,100 − 60,000: the buyer brings their own 5,000.
    expect(run.cashToClose.total).toBe(5_000);
    expect(run.cashToClose.lines.map((line: { amount: number }) => line.amount)).toEqual([
      59_900, 2_000, 1_500, 600, 100, 500, 400, 0, -60_000,
    ]);
  });

  it('keeps inputs to the cent and caps the mortgage at $330,000', async () => {
    const buyer = await signUpBuyer(app);
    const run = (
      await as(buyer).post('/api/calculator', { annualIncome: 199_999.99, monthlyDebts: 10.5, downPayment: 0, zone: 'rural' })
    ).json();
    expect(run).toMatchObject({
      annualIncome: 199_999.99,
      monthlyDebts: 10.5,
      maxMortgage: 330_000,
      hbaSubsidy: 55_000,
      totalBudget: 385_000,
    });
  });

  it.each([
    ['a negative income', { annualIncome: -1 }, 'El ingreso debe ser mayor a 0'],
    ['negative debts', { monthlyDebts: -50 }, 'Las deudas no pueden ser negativas'],
    ['a negative down payment', { downPayment: -0.01 }, 'El pronto pago no puede ser negativo'],
    ['an unknown zone', { zone: 'suburban' }, 'Selecciona una zona'],
    ['a missing zone', { zone: undefined }, 'Selecciona una zona'],
    ['an income that is not a number', { annualIncome: '60000' }, 'Ingresa tu ingreso anual'],
    ['NaN (null in JSON)', { monthlyDebts: null }, 'Ingresa tus deudas mensuales (0 si no tienes)'],
    ['an absurd down payment', { downPayment: 1e15 }, 'La cantidad es demasiado grande'],
    ['a home price under $1,000', { homePrice: 999 }, 'El precio debe ser de al menos $1,000'],
    ['an absurd home price', { homePrice: 10_000_001 }, 'El precio es demasiado alto'],
    ['a home price as text', { homePrice: '200000' }, 'Ingresa el precio de la vivienda'],
    ['a municipality not in Puerto Rico', { municipality: 'Miami' }, 'Selecciona un municipio de la lista'],
    ['a flood zone that is not yes or no', { floodZone: 'sí' }, 'Indica si la vivienda está en zona inundable'],
    ['a negative hazard insurance', { hazardInsuranceAnnual: -1 }, 'El seguro no puede ser negativo'],
    ['a flood insurance of null', { floodInsuranceAnnual: null }, 'Ingresa el seguro de inundación anual'],
  ])('refuses %s with a Spanish 400 and stores nothing', async (_case, change, message) => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/calculator', { ...sampleCalculation, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await runsOf(buyer.id)).toHaveLength(0);
    expect((await as(buyer).get('/api/progress')).json().calculatorCompleted).toBe(false);
  });

  it('answers an unreadable stored result (an older shape) as not stored instead of failing', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    await db
      .update(schema.buyerProgress)
      .set({ lastCalculatorResult: { budget: 'old shape' } as never })
      .where(eq(schema.buyerProgress.userId, buyer.id));
    const response = await as(buyer).get('/api/progress');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ calculatorCompleted: true, lastCalculatorResult: null });
  });

  it('is for signed-in buyers only', async () => {
    expect((await anonymous.post('/api/calculator', sampleCalculation)).statusCode).toBe(401);
    const staff = await createStaff(built);
    expect((await as(staff).post('/api/calculator', sampleCalculation)).statusCode).toBe(403);
  });
});

describe('GET /api/calculator/stats', () => {
  it("counts and averages this buyer's calculations only, in whole dollars", async () => {
    const buyer = await signUpBuyer(app);
    const other = await signUpBuyer(app);
    expect((await as(buyer).get('/api/calculator/stats')).json()).toEqual({ totalCalculations: 0, averageBudget: 0, averageIncome: 0 });
    await as(buyer).post('/api/calculator', sampleCalculation); // budget 325,794
    await as(buyer).post('/api/calculator', { annualIncome: 0, monthlyDebts: 0, downPayment: 0, zone: 'rural' }); // budget 55,000
    await as(other).post('/api/calculator', { ...sampleCalculation, annualIncome: 150_000 });
    expect((await as(buyer).get('/api/calculator/stats')).json()).toEqual({
      totalCalculations: 2,
      averageBudget: 190_397,
      averageIncome: 30_000,
    });
    expect((await as(other).get('/api/calculator/stats')).json().totalCalculations).toBe(1);
  });
});

describe('GET /api/calculator/letter.pdf', () => {
  it('answers 409 "Información faltante" before any calculation', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).get('/api/calculator/letter.pdf');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^Información faltante/);
  });

  it('builds a one-page Spanish PDF from the stored figures, as a private download', async () => {
    const buyer = await signUpBuyer(app, 'Gabriela Colón 🏠');
    await as(buyer).post('/api/eligibility', qualifyingAnswers);
    await as(buyer).post('/api/calculator', sampleCalculation);
    const response = await as(buyer).get('/api/calculator/letter.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="carta-precualificacion.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Carta de precualificación');
    expect(pdf.getSubject()).toBe('Carta de precualificación: Gabriela Colón 🏠');
  });

  it('is for signed-in buyers only', async () => {
    expect((await anonymous.get('/api/calculator/letter.pdf')).statusCode).toBe(401);
  });
});

describe('GET /api/calculator/amortization', () => {
  it("schedules the latest calculation's loan at 5 % over 30 years, month by month and year by year", async () => {
    const buyer = await signUpBuyer(app);
    const run = (await as(buyer).post('/api/calculator', sampleCalculation)).json();
    const response = await as(buyer).get('/api/calculator/amortization');
    expect(response.statusCode).toBe(200);
    const schedule = response.json();
    expect(schedule).toMatchObject({
      calculationId: run.id,
      programmeVersion: 3,
      loanAmount: 260_794,
      annualInterestRate: 0.05,
      termMonths: 360,
      // 260,794 ÷ 186.2816 = 1,400.00.
      monthlyPayment: 1_400,
      extraMonthlyPayment: 0,
      monthsSaved: 0,
      interestSaved: 0,
    });
    // Month 1: 260,794 × 5 % ÷ 12 = 1,086.64 of interest, 1,400 − 1,086.64 = 313.36 of principal.
    expect(schedule.months[0]).toEqual({ period: 1, principal: 313.36, interest: 1_086.64, balance: 260_480.64 });
    expect(schedule.months).toHaveLength(360);
    expect(schedule.months.at(-1)).toMatchObject({ period: 360, balance: 0 });
    expect(schedule.years).toHaveLength(30);
    // What the shared function gives for that loan, to the cent.
    expect(schedule).toEqual({ calculationId: run.id, programmeVersion: 3, ...amortize(260_794, 0.05, 30) });
  });

  it('shows the months and interest an extra payment saves, and takes an empty extra as none', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    const extra = (await as(buyer).get('/api/calculator/amortization?extra=100')).json();
    // n = −ln(1 − r × 260,794 ÷ 1,500) ÷ ln(1 + r) = 309.2 months: 310 payments, 50 fewer.
    expect(extra).toMatchObject({ extraMonthlyPayment: 100, monthsSaved: 50, interestSaved: 39_026.55 });
    expect(extra.months).toHaveLength(310);
    expect(extra.months[0]).toMatchObject({ principal: 413.36, interest: 1_086.64 });
    const empty = (await as(buyer).get('/api/calculator/amortization?extra=')).json();
    expect(empty).toMatchObject({ extraMonthlyPayment: 0, monthsSaved: 0 });
    expect(empty.months).toHaveLength(360);
  });

  it('follows the latest calculation: a new price is a new loan', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    const latest = (await as(buyer).post('/api/calculator', { ...sampleCalculation, homePrice: 200_000 })).json();
    const schedule = (await as(buyer).get('/api/calculator/amortization')).json();
    // 205,100 − 65,000 = 140,100 (see the whole cost at $200,000 above); 140,100 ÷ 186.2816 = 752.09.
    expect(schedule).toMatchObject({ calculationId: latest.id, loanAmount: 140_100, monthlyPayment: 752.09 });
  });

  it.each([
    ['text', 'abc', 'El pago adicional debe ser un número'],
    ['a negative amount', '-5', 'El pago adicional no puede ser negativo'],
    ['an absurd amount', '5000000', 'El pago adicional es demasiado alto'],
    ['two values', '1&extra=2', 'El pago adicional debe ser un número'],
  ])('refuses an extra payment of %s with a Spanish 400, as JSON and as CSV', async (_case, extra, message) => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    for (const path of ['/api/calculator/amortization', '/api/calculator/amortization.csv']) {
      const response = await as(buyer).get(`${path}?extra=${extra}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('answers 404 in Spanish before any calculation, and for a calculation made before the whole cost', async () => {
    const buyer = await signUpBuyer(app);
    for (const path of ['/api/calculator/amortization', '/api/calculator/amortization.csv']) {
      const response = await as(buyer).get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Calcula tu presupuesto para ver la amortización de tu préstamo.');
    }
    await as(buyer).post('/api/calculator', sampleCalculation);
    await db.update(schema.calculatorRuns).set({ homeCost: null }).where(eq(schema.calculatorRuns.userId, buyer.id));
    for (const path of ['/api/calculator/amortization', '/api/calculator/amortization.csv']) {
      const response = await as(buyer).get(path);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(
        'Tu último cálculo es anterior al costo completo. Vuelve a calcular tu presupuesto para ver la amortización.',
      );
    }
  });

  it("answers each buyer only their own calculation: another buyer's is never reached", async () => {
    const buyer = await signUpBuyer(app);
    const other = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    expect((await as(other).get('/api/calculator/amortization')).statusCode).toBe(404);
    expect((await as(other).get('/api/calculator/amortization.csv')).statusCode).toBe(404);
    await as(other).post('/api/calculator', { ...sampleCalculation, homePrice: 200_000 });
    expect((await as(other).get('/api/calculator/amortization')).json().loanAmount).toBe(140_100);
    expect((await as(buyer).get('/api/calculator/amortization')).json().loanAmount).toBe(260_794);
  });

  it('is for signed-in buyers only', async () => {
    const staff = await createStaff(built);
    for (const path of ['/api/calculator/amortization', '/api/calculator/amortization.csv']) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await as(staff).get(path)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/calculator/amortization.csv', () => {
  it('downloads the schedule by month for Excel (BOM, CRLF, quoted cells), named with the Puerto Rico date', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    const response = await as(buyer).get('/api/calculator/amortization.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="amortizacion-${puertoRicoDate(new Date())}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, 3)).toEqual([
      '"Mes","Principal (USD)","Interés (USD)","Saldo (USD)"',
      '"1","313.36","1086.64","260480.64"',
      // 260,480.64 × 5 % ÷ 12 = 1,085.34; 1,400 − 1,085.34 = 314.66.
      '"2","314.66","1085.34","260165.98"',
    ]);
    expect(lines).toHaveLength(1 + 360 + 1);
    expect(lines.at(-2)).toMatch(/^"360","[\d.]+","[\d.]+","0.00"$/);
    // The principal column adds up to the loan, to the cent.
    const principalCents = lines
      .slice(1, -1)
      .reduce((sum, line) => sum + Math.round(Number(line.split(',')[1]!.replaceAll('"', '')) * 100), 0);
    expect(principalCents).toBe(26_079_400);
  });

  it('is shorter with an extra payment', async () => {
    const buyer = await signUpBuyer(app);
    await as(buyer).post('/api/calculator', sampleCalculation);
    const lines = (await as(buyer).get('/api/calculator/amortization.csv?extra=100')).body.split('\r\n');
    expect(lines).toHaveLength(1 + 310 + 1);
    expect(lines[1]).toBe('"1","413.36","1086.64","260380.64"');
  });
});

// Publishing changes the version in force for the rest of a file: an app and database of their own.
const versioned = await setupTestApp();
const operator = await createAdmin(versioned);

describe('programme versions', () => {
  const call = versioned.as;

  it("computes with the version in force and stores it; a stored loan keeps its own version's rate and term", async () => {
    const before = await signUpBuyer(versioned.app);
    expect((await call(before).post('/api/calculator', sampleCalculation)).json()).toMatchObject({
      programmeVersion: 2,
      assistanceProgrammeVersion: 3,
    });

    const parameters = structuredClone(defaultProgrammeParameters);
    parameters.loan = { ...parameters.loan, annualInterestRate: 0.06, termYears: 25 };
    parameters.costs.propertyTax.rates = { Ponce: 0.0803 };
    expect((await call(operator).put('/api/admin/programme', { ...sourced, parameters })).statusCode).toBe(200);
    const assistance = structuredClone(published2026.assistance.at(-1)!.parameters);
    assistance.amounts.urbanCentreBonus = 7_000;
    expect((await call(operator).put('/api/admin/programmes/assistance', { ...sourced, parameters: assistance })).statusCode).toBe(200);

    const after = await signUpBuyer(versioned.app);
    const run = (await call(after).post('/api/calculator', { ...sampleCalculation, homePrice: 200_000, municipality: 'Ponce' })).json();
    // 1,400 × 155.2069 (6 % over 25 years) = 217,290; 45,000 + 7,000 urban.
    expect(run).toMatchObject({
      programmeVersion: 3,
      assistanceProgrammeVersion: 4,
      maxMortgage: 217_290,
      hbaSubsidy: 52_000,
      totalBudget: 274_290,
    });
    // Ponce's own rate: 75,000 taxable × 8.03 % = 6,022.50 a year ÷ 12 = 501.88.
    expect(run.assumptions.propertyTaxRate).toBe(0.0803);
    expect(run.monthlyCost.propertyTax).toBe(502);
    // 205,100 − 52,000 − 5,000 = 148,100 at 6 % over 25 years.
    expect(run.loanAmount).toBe(148_100);
    expect((await call(after).get('/api/calculator/amortization')).json()).toMatchObject({
      programmeVersion: 3,
      annualInterestRate: 0.06,
      termMonths: 300,
      monthlyPayment: 954.21, // 148,100 ÷ 155.2069
    });
    // The calculation made under version 2 is still scheduled at 5 % over 30 years.
    expect((await call(before).get('/api/calculator/amortization')).json()).toMatchObject({
      programmeVersion: 2,
      annualInterestRate: 0.05,
      termMonths: 360,
      loanAmount: 260_794,
    });
  });
});

// The 2026 versions as published at start-up (docs/product/programme.md#two-programmes): the assistance counts only
// when it is open and the buyer qualifies for it, and the budget says why when it does not.
const fresh = await setupTestApp();
const admin = await createAdmin(fresh);

describe('the assistance in the budget', () => {
  it("counts Pronto pa' tu casa for a household of 3 at its limit, and leaves it out a dollar over, saying why", async () => {
    const buyer = await signUpBuyer(fresh.app);
    const atLimit = (
      await fresh.as(buyer).post('/api/calculator', { ...sampleCalculation, annualIncome: 65_650, householdSize: 3 })
    ).json();
    expect(atLimit).toMatchObject({ hbaSubsidy: 50_000, assistance: { counted: true, reasons: [], householdSize: 3 } });
    const over = (await fresh.as(buyer).post('/api/calculator', { ...sampleCalculation, annualIncome: 65_651, householdSize: 3 })).json();
    expect(over).toMatchObject({
      hbaSubsidy: 0,
      totalBudget: over.maxMortgage + 5_000,
      assistance: {
        counted: false,
        reasons: ["Pronto pa' tu casa (CDBG-MIT): tu ingreso pasa el límite para un hogar de 3 personas ($65,650)"],
      },
    });
  });

  it("takes the household size from the buyer's latest eligibility answer when the calculator is not told", async () => {
    const buyer = await signUpBuyer(fresh.app);
    await fresh.as(buyer).post('/api/eligibility', { ...qualifyingAnswers, householdSize: 1 });
    const run = (await fresh.as(buyer).post('/api/calculator', { ...sampleCalculation, householdSize: undefined })).json();
    expect(run.assistance).toEqual({
      counted: false,
      reasons: ["Pronto pa' tu casa (CDBG-MIT): tu ingreso pasa el límite para un hogar de 1 persona ($51,050)"],
      householdSize: 1,
    });
  });

  it('leaves a closed assistance out of every new budget and says since when; a stored run keeps its own', async () => {
    const buyer = await signUpBuyer(fresh.app);
    const before = (await fresh.as(buyer).post('/api/calculator', sampleCalculation)).json();
    expect(before).toMatchObject({ hbaSubsidy: 50_000, assistanceProgrammeVersion: 3 });
    const closed = structuredClone(published2026.assistance.at(-1)!.parameters);
    closed.status = { state: 'closed', since: today(), applicationsOpenedOn: '2026-01-20' };
    expect((await fresh.as(admin).put('/api/admin/programmes/assistance', { ...sourced, parameters: closed })).statusCode).toBe(200);

    const after = (await fresh.as(buyer).post('/api/calculator', sampleCalculation)).json();
    expect(after).toMatchObject({
      hbaSubsidy: 0,
      totalBudget: 260_794 + 5_000,
      assistanceProgrammeVersion: 4,
      assistance: {
        counted: false,
        reasons: [expect.stringMatching(/^Pronto pa' tu casa \(CDBG-MIT\) está cerrado desde el \d+ de \w+ de \d{4}$/)],
      },
    });
    // The whole cost's cash to close counts no assistance either.
    expect(after.cashToClose.lines.find((line: { key: string }) => line.key === 'subsidy').amount).toBe(0);
    const [first] = await fresh.database.db.select().from(schema.calculatorRuns).where(eq(schema.calculatorRuns.id, before.id));
    expect(first).toMatchObject({
      id: before.id,
      hbaSubsidyCents: 5_000_000,
      assistanceProgrammeVersion: 3,
      assistance: { counted: true },
    });
  });
});
