import { describe, expect, it } from 'vitest';
import { readJourneyData } from './journey-data';

const eligibility = {
  id: 'e',
  qualifies: true,
  reasons: [],
  employmentStatus: 'full-time',
  housingHistory: 'first-time',
  createdAt: '2026-11-21T15:00:00.000Z',
};
const calculator = {
  id: 'c',
  annualIncome: 60_000,
  monthlyDebts: 0,
  downPayment: 5_000,
  zone: 'urban',
  maxMortgage: 260_794,
  monthlyPayment: 1_400,
  hbaSubsidy: 60_000,
  totalBudget: 325_794,
  createdAt: '2026-11-21T15:00:00.000Z',
};

describe('readJourneyData', () => {
  it('is ready when both stored results are readable', () => {
    expect(readJourneyData({ lastEligibilityResult: eligibility, lastCalculatorResult: calculator })).toMatchObject({
      status: 'ready',
      calculator: { totalBudget: 325_794 },
    });
  });

  it('is missing while progress is loading or either step is not done', () => {
    expect(readJourneyData(undefined)).toEqual({ status: 'missing' });
    expect(readJourneyData({ lastEligibilityResult: null, lastCalculatorResult: calculator })).toEqual({ status: 'missing' });
    expect(readJourneyData({ lastEligibilityResult: eligibility, lastCalculatorResult: null })).toEqual({ status: 'missing' });
  });

  it('is corrupt when a stored result has the wrong shape', () => {
    expect(readJourneyData({ lastEligibilityResult: eligibility, lastCalculatorResult: { totalBudget: 'mucho' } })).toEqual({
      status: 'corrupt',
    });
    expect(readJourneyData({ lastEligibilityResult: 'sí', lastCalculatorResult: calculator })).toEqual({ status: 'corrupt' });
  });
});
