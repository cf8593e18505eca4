import { describe, expect, it } from 'vitest';
import type { Progress } from '../../../shared/schemas/progress';
import { eligibilityDefaultsOf, lastDocumentsRecordOf, profileDefaults } from './buyer-defaults';

// Stored results are read defensively, so the tests feed shapes the types would not allow.
const withResults = (change: Record<string, unknown>) =>
  ({ lastEligibilityResult: null, lastDocumentsList: null, ...change }) as unknown as Progress;
const record = {
  employmentType: 'contract' as const,
  housingType: 'renovation' as const,
  maritalStatus: 'divorced' as const,
  hasDependents: true,
  documentsGenerated: [{ category: 'Identificación', docs: ['Tarjeta de Seguro Social'] }],
  createdAt: '2026-11-21T15:00:00.000Z',
};

describe('eligibilityDefaultsOf', () => {
  it('keeps the fields it understands and drops the rest one by one', () => {
    const progress = withResults({
      lastEligibilityResult: {
        name: 'María',
        phone: 7875550123,
        employmentType: 'self-employed',
        maritalStatus: 'widowed',
        hasDependents: true,
        qualifies: true,
      },
    });
    expect(eligibilityDefaultsOf(progress)).toEqual({ name: 'María', employmentType: 'self-employed', hasDependents: true });
  });

  it('gives nothing for a missing or corrupt result', () => {
    expect(eligibilityDefaultsOf(undefined)).toEqual({});
    expect(eligibilityDefaultsOf(withResults({ lastEligibilityResult: 'corrupto' }))).toEqual({});
  });
});

describe('lastDocumentsRecordOf', () => {
  it('reads a stored record and ignores anything else', () => {
    expect(lastDocumentsRecordOf(withResults({ lastDocumentsList: record }))).toEqual(record);
    expect(lastDocumentsRecordOf(withResults({ lastDocumentsList: [{ category: 'x' }] }))).toBeNull();
  });
});

describe('profileDefaults', () => {
  it('prefers the last submitted profile', () => {
    expect(profileDefaults(record, { employmentType: 'employed' }, 'existing')).toEqual({
      employmentType: 'contract',
      housingType: 'renovation',
      maritalStatus: 'divorced',
      hasDependents: true,
    });
  });

  it('falls back to the eligibility answers, then to the chosen housing option', () => {
    expect(profileDefaults(null, { maritalStatus: 'married' }, 'construction')).toEqual({
      employmentType: undefined,
      housingType: 'construction',
      maritalStatus: 'married',
      hasDependents: false,
    });
  });
});
