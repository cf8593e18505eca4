import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('queryString', () => {
  it('keeps only filled values, numbers included, and encodes them', () => {
    expect(queryString({ q: 'Banco Á&B', kind: '', page: 2, active: undefined })).toBe('?q=Banco+%C3%81%26B&page=2');
  });
  it('is empty when nothing is filled', () => {
    expect(queryString({ q: '', page: undefined })).toBe('');
  });
});
