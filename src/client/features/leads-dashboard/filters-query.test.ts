import { describe, expect, it } from 'vitest';
import { filtersQuery } from './filters-query';

describe('filtersQuery', () => {
  it('serves the leads filters, trimmed', () => {
    expect(filtersQuery({ municipio: ' Caguas ', minBudget: '', maxBudget: '  ', status: '', from: '', to: '' }, { cursor: 'c1' })).toBe(
      '?municipio=Caguas&cursor=c1',
    );
  });
});
