import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths of our own screens', () => {
    expect(safeReturnTo('/calculator')).toBe('/calculator');
    expect(safeReturnTo('/leads-dashboard?institution=x')).toBe('/leads-dashboard?institution=x');
  });

  it.each([
    undefined,
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/api/logout',
    '/login?returnTo=/x',
  ])('falls back to the dashboard for %s', (candidate) => {
    expect(safeReturnTo(candidate)).toBe('/dashboard');
  });
});
