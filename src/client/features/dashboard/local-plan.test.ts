import { describe, expect, it } from 'vitest';
import { readLocalPlanFlags } from './local-plan';

const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });

describe('readLocalPlanFlags', () => {
  it('sees a non-empty saved list and a known housing option', () => {
    expect(readLocalPlanFlags(storage({ savedProperties: '[{"id":"p1"}]', selectedHousingOption: '"construction"' }))).toEqual({
      hasSavedProperties: true,
      hasSelectedHousingOption: true,
    });
  });

  it('treats empty, missing, unknown or unreadable values as not set', () => {
    expect(readLocalPlanFlags(storage({}))).toEqual({ hasSavedProperties: false, hasSelectedHousingOption: false });
    expect(readLocalPlanFlags(storage({ savedProperties: '[]', selectedHousingOption: 'null' }))).toEqual({ hasSavedProperties: false, hasSelectedHousingOption: false });
    expect(readLocalPlanFlags(storage({ savedProperties: '{oops', selectedHousingOption: '"castle"' }))).toEqual({ hasSavedProperties: false, hasSelectedHousingOption: false });
  });

  it('works without storage (pre-rendering)', () => {
    expect(readLocalPlanFlags(undefined)).toEqual({ hasSavedProperties: false, hasSelectedHousingOption: false });
  });
});
