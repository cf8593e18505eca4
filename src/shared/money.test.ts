import { describe, expect, it } from 'vitest';
import { typedDollarsToCents } from './money';

describe('typedDollarsToCents', () => {
  it.each([
    ['145000', 14_500_000],
    ['145,000', 14_500_000],
    ['$145,000.00', 14_500_000],
    ['$ 145000.5', 14_500_050],
    ['1,234,567.89', 123_456_789],
    ['', undefined],
  ])('reads %j', (text, cents) => expect(typedDollarsToCents(text)).toBe(cents));

  it.each(['mucho', '145.000,00', '14,50', '$-5', '1e6', '145000.123', '12,3456'])('refuses %j', (text) =>
    expect(typedDollarsToCents(text)).toBe('invalid'),
  );
});
