import { describe, expect, it } from 'vitest';
import { dashboardStepStatuses, overallProgressPercent, type JourneyState } from './dashboard-steps';

const fresh: JourneyState = {
  eligibilityCompleted: false,
  calculatorCompleted: false,
  preQualificationCompleted: false,
  documentsCompleted: false,
  guideCompleted: false,
  hasSavedProperties: false,
  hasSelectedHousingOption: false,
};
const statuses = (change: Partial<JourneyState>) => dashboardStepStatuses({ ...fresh, ...change });

describe('dashboardStepStatuses (docs/product/data.md)', () => {
  it('starts with eligibility current and everything else pending', () => {
    expect(statuses({})).toEqual({
      eligibility: 'current',
      calculator: 'pending',
      properties: 'pending',
      comparison: 'pending',
      prequalification: 'pending',
      documents: 'pending',
      guide: 'pending',
    });
  });

  it('makes the calculator current once eligibility is done, and properties once the calculator is', () => {
    expect(statuses({ eligibilityCompleted: true })).toMatchObject({
      eligibility: 'completed',
      calculator: 'current',
      properties: 'pending',
    });
    expect(statuses({ eligibilityCompleted: true, calculatorCompleted: true })).toMatchObject({
      calculator: 'completed',
      properties: 'current',
    });
  });

  it('opens comparison and pre-qualification once properties are saved', () => {
    expect(statuses({ calculatorCompleted: true, hasSavedProperties: true })).toMatchObject({
      properties: 'completed',
      comparison: 'current',
      prequalification: 'current',
    });
  });

  it('completes comparison with a stored housing option and pre-qualification with its flag', () => {
    expect(statuses({ hasSavedProperties: true, hasSelectedHousingOption: true, preQualificationCompleted: true })).toMatchObject({
      comparison: 'completed',
      prequalification: 'completed',
      documents: 'current',
      guide: 'pending',
    });
  });

  it('after eligibility, calculator and bank letters without saved properties (the calculator flow)', () => {
    expect(statuses({ eligibilityCompleted: true, calculatorCompleted: true, preQualificationCompleted: true })).toEqual({
      eligibility: 'completed',
      calculator: 'completed',
      properties: 'current',
      comparison: 'pending',
      prequalification: 'completed',
      documents: 'current',
      guide: 'pending',
    });
  });

  it('makes the guide current once documents are done', () => {
    expect(statuses({ documentsCompleted: true })).toMatchObject({ documents: 'completed', guide: 'current' });
  });
});

describe('overallProgressPercent', () => {
  it('is completed steps over seven', () => {
    expect(overallProgressPercent(statuses({}))).toBe(0);
    expect(
      overallProgressPercent(statuses({ eligibilityCompleted: true, calculatorCompleted: true, preQualificationCompleted: true })),
    ).toBe(43);
    const all = statuses({
      eligibilityCompleted: true,
      calculatorCompleted: true,
      preQualificationCompleted: true,
      documentsCompleted: true,
      guideCompleted: true,
      hasSavedProperties: true,
      hasSelectedHousingOption: true,
    });
    expect(overallProgressPercent(all)).toBe(100);
  });
});
