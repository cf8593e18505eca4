import { describe, expect, it } from 'vitest';
import { mergePlans } from './plan-merge';

const plan = (savedPropertyIds: string[], selectedHousingOption: 'existing' | 'construction' | 'renovation' | null = null) => ({
  savedPropertyIds,
  selectedHousingOption,
});

describe('mergePlans', () => {
  it('keeps the union of saved properties, account order first, each once', () => {
    expect(mergePlans(plan(['prop-3', 'prop-1']), plan(['prop-1', 'prop-5', 'prop-5'])).savedPropertyIds).toEqual([
      'prop-3',
      'prop-1',
      'prop-5',
    ]);
  });

  it('fills an empty side from the other', () => {
    expect(mergePlans(plan([]), plan(['prop-2'], 'renovation'))).toEqual(plan(['prop-2'], 'renovation'));
    expect(mergePlans(plan(['prop-2'], 'existing'), plan([]))).toEqual(plan(['prop-2'], 'existing'));
    expect(mergePlans(plan([]), plan([]))).toEqual(plan([]));
  });

  it("lets the account's housing option win when both have one", () => {
    expect(mergePlans(plan([], 'construction'), plan([], 'existing')).selectedHousingOption).toBe('construction');
  });
});
