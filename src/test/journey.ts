// Sample answers for the buyer journey's API tests, and a helper that takes a buyer through eligibility and the calculator.
import type { FastifyInstance } from 'fastify';
import type { CalculatorInputValues } from '../shared/schemas/calculator';
import type { EligibilityInput } from '../shared/schemas/eligibility';
import type { PrequalificationInput } from '../shared/schemas/bank-outreach';

export const qualifyingAnswers: EligibilityInput = {
  name: 'María Santiago',
  email: 'maria@example.com',
  phone: '787-555-0123',
  age: 28,
  graduationYear: new Date().getFullYear() - 2,
  annualIncome: 60_000,
  employmentStatus: 'full-time',
  housingHistory: 'first-time',
  residencyStatus: 'yes',
  employmentType: 'employed',
  housingType: 'existing',
  maritalStatus: 'single',
  hasDependents: false,
};

export const sampleCalculation: CalculatorInputValues = { annualIncome: 60_000, monthlyDebts: 0, downPayment: 5_000, zone: 'urban' };

export const samplePrequalification: PrequalificationInput = {
  nombre: 'María Santiago',
  email: 'maria@example.com',
  movil: '(787) 555-0123',
  municipio: 'Bayamón',
  rangoPrecio: '250000-300000',
};

export async function completeEligibilityAndCalculator(app: FastifyInstance, cookie: string) {
  for (const [url, payload] of [
    ['/api/eligibility', qualifyingAnswers],
    ['/api/calculator', sampleCalculation],
  ] as const) {
    const response = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  }
}

/** Takes the buyer through eligibility and the calculator and writes to one bank; returns that bank's tracking row id. */
export async function contactOneBank(app: FastifyInstance, cookie: string): Promise<string> {
  await completeEligibilityAndCalculator(app, cookie);
  const [bank] = (await app.inject({ method: 'GET', url: '/api/institutions' })).json() as Array<{ id: string }>;
  const headers = { cookie };
  const outreach = await app.inject({ method: 'POST', url: '/api/bank-outreach', headers, payload: { ...samplePrequalification, selectedBanks: [bank!.id] } });
  if (outreach.statusCode !== 201) throw new Error(`bank outreach failed: ${outreach.statusCode} ${outreach.body}`);
  const [row] = (await app.inject({ method: 'GET', url: '/api/bank-contact-progress', headers })).json() as Array<{ id: string }>;
  return row!.id;
}
