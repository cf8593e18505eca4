import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createStaff, setupTestApp, signUpBuyer } from '../../../test/app';
import { qualifyingAnswers, sampleCalculation } from '../../../test/journey';
import { schema } from '../../db/client';

const built = await setupTestApp();
const { app, as, anonymous } = built;
const db = built.database.db;

const runsOf = (userId: string) => db.select().from(schema.calculatorRuns).where(eq(schema.calculatorRuns.userId, userId));

describe('POST /api/calculator', () => {
  it("stores the server's own figures, ignoring results the client sends, and marks the step done", async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).post('/api/calculator', { ...sampleCalculation, maxMortgage: 999_999, totalBudget: 1, hbaSubsidy: 0 });
    expect(response.statusCode).toBe(201);
    const run = response.json();
    expect(run).toMatchObject({
      annualIncome: 60_000,
      downPayment: 5_000,
      zone: 'urban',
      maxMortgage: 260_794,
      monthlyPayment: 1_400,
      hbaSubsidy: 60_000,
      totalBudget: 325_794,
    });
    const [row] = await runsOf(buyer.id);
    expect(row).toMatchObject({ annualIncomeCents: 6_000_000, maxMortgageCents: 26_079_400, totalBudgetCents: 32_579_400 });
    const progress = (await as(buyer).get('/api/progress')).json();
    expect(progress).toMatchObject({ calculatorCompleted: true, lastCalculatorResult: { id: run.id, totalBudget: 325_794 } });
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
