import { describe, expect, it } from 'vitest';
import { formatTargetPrice, parseTargetPrice, targetPriceDollars } from './target-price';

describe('parseTargetPrice', () => {
  it.each([
    ['$185,000', 185_000, 185_000],
    ['185,000', 185_000, 185_000],
    ['185000', 185_000, 185_000],
    ['185k', 185_000, 185_000],
    ['$185K', 185_000, 185_000],
    ['$ 185,000.00', 185_000, 185_000],
    ['185000 USD', 185_000, 185_000],
    ['187.5k', 188_000, 188_000],
    ['$185,499', 185_000, 185_000],
    ['150,000-200,000', 150_000, 200_000],
    ['$150k - $200k', 150_000, 200_000],
    ['$150,000 – $200,000', 150_000, 200_000],
    ['150000 a 200000', 150_000, 200_000],
    ['200k-200k', 200_000, 200_000],
    ['10,000', 10_000, 10_000],
    ['$2,000,000', 2_000_000, 2_000_000],
  ])('reads %s as %d to %d dollars', (text, low, high) => {
    expect(parseTargetPrice(text)).toEqual({ low, high });
  });

  it.each([
    '',
    '$',
    'alrededor de 150 mil',
    '1,50,000',
    '-5000',
    '-150,000',
    '9,999',
    '2,000,001',
    '999999999999',
    '1e6',
    '185000 llamame 7875550142',
    'llamame 185000',
    '185000llamame',
    '$185,000 maria@example.com',
    'maria@example.com',
    '787-555-0142',
    '(787) 555-0142',
    '7875550142',
    '787 555 0142',
    '555-0142',
    '5550142',
    '200,000-150,000',
    '150k-200k-250k',
    '१८५०००',
    '١٨٥٠٠٠',
    '１８５０００',
    '185000\n7875550142',
    `$${' '.repeat(60)}185000`,
  ])('refuses %j', (text) => {
    expect(parseTargetPrice(text)).toBeNull();
  });
});

describe('formatTargetPrice', () => {
  it('writes one amount or a range, and reads back what it wrote', () => {
    expect(formatTargetPrice({ low: 185_000, high: 185_000 })).toBe('$185,000');
    expect(formatTargetPrice({ low: 150_000, high: 200_000 })).toBe('$150,000 – $200,000');
    expect(parseTargetPrice('$150,000 – $200,000')).toEqual({ low: 150_000, high: 200_000 });
  });

  it('keeps a range as its midpoint for the budget filter', () => {
    expect(targetPriceDollars({ low: 150_000, high: 201_000 })).toBe(175_500);
  });
});
