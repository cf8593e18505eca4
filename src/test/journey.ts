// Sample answers for the buyer journey's API tests, and a helper that takes a buyer through eligibility and the calculator.
import type { FastifyInstance } from 'fastify';
import type { CalculatorInputValues } from '../shared/schemas/calculator';
import type { EligibilityInput } from '../shared/schemas/eligibility';
import type { PrequalificationInput } from '../shared/schemas/bank-outreach';
import { requestsTo, type Caller } from './requests';

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
  householdCategory: 'standard',
  creditScoreBand: 'meets-minimum',
  educationCertificate: 'have',
  // $60,000 is under the 2026 assistance's limit for 3 persons ($65,650), not for 1 or 2.
  householdSize: 3,
};

export const sampleCalculation: CalculatorInputValues = {
  annualIncome: 60_000,
  monthlyDebts: 0,
  downPayment: 5_000,
  zone: 'urban',
  householdSize: 3,
};

export const samplePrequalification: PrequalificationInput = {
  nombre: 'María Santiago',
  email: 'maria@example.com',
  movil: '(787) 555-0123',
  municipio: 'Bayamón',
  rangoPrecio: '250000-300000',
};

export async function completeEligibilityAndCalculator(app: FastifyInstance, buyer: Caller) {
  for (const [url, payload] of [
    ['/api/eligibility', qualifyingAnswers],
    ['/api/calculator', sampleCalculation],
  ] as const) {
    const response = await requestsTo(app).as(buyer).post(url, payload);
    if (response.statusCode !== 201) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  }
}

/** Takes the buyer through eligibility and the calculator and writes to these banks; returns the buyer's tracking rows. */
export async function contactBanks(app: FastifyInstance, buyer: Caller, bankIds: string[]) {
  await completeEligibilityAndCalculator(app, buyer);
  const { as } = requestsTo(app);
  const outreach = await as(buyer).post('/api/bank-outreach', { ...samplePrequalification, selectedBanks: bankIds });
  if (outreach.statusCode !== 201) throw new Error(`bank outreach failed: ${outreach.statusCode} ${outreach.body}`);
  return (await as(buyer).get('/api/bank-contact-progress')).json() as Array<{ id: string; bankName: string }>;
}

/** Writes to the first listed bank (see contactBanks); returns that bank's tracking row id. */
export async function contactOneBank(app: FastifyInstance, buyer: Caller): Promise<string> {
  const [bank] = (await requestsTo(app).anonymous.get('/api/institutions')).json() as Array<{ id: string }>;
  const [row] = await contactBanks(app, buyer, [bank!.id]);
  return row!.id;
}
