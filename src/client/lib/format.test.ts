import { describe, expect, it } from 'vitest';
import { formatCents, formatCentsExact, formatDate, formatUsd } from './format';

describe('es-PR formatters', () => {
  it('shows dollars without decimals', () => {
    expect(formatUsd(330000)).toMatch(/^\$\s?330,000$/);
    expect(formatUsd(59999.6)).toMatch(/60,000$/);
  });

  it('keeps cents only for amounts that are not whole dollars', () => {
    expect(formatCents(500)).toMatch(/^\$\s?5$/);
    expect(formatCents(4500)).toMatch(/^\$\s?45$/);
    expect(formatCents(1)).toMatch(/^\$\s?0\.01$/);
    expect(formatCents(650)).toMatch(/^\$\s?6\.50$/);
    expect(formatCentsExact(4500)).toMatch(/^\$\s?45\.00$/);
  });

  it('writes dates in Puerto Rico Spanish', () => {
    expect(formatDate('2026-11-21T15:00:00Z')).toBe('21 de noviembre de 2026');
  });
});
