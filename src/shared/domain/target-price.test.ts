import { describe, expect, it } from 'vitest';
import { parseTargetPrice } from './target-price';

describe('parseTargetPrice', () => {
  it.each([
    ['150000', 150_000],
    ['$150,000', 150_000],
    ['$ 150,000.00', 150_000],
    ['185000 USD', 185_000],
    ['99999.5', 100_000],
  ])('reads %s as %d dollars', (text, dollars) => {
    expect(parseTargetPrice(text)).toBe(dollars);
  });

  it.each(['alrededor de 150 mil', '150k', '1,50,000', '', '$', '-5000', '999999999999'])('leaves %s unread', (text) => {
    expect(parseTargetPrice(text)).toBeNull();
  });
});
