import { describe, expect, it } from 'vitest';
import { priceLabel } from './prices';

describe('priceLabel', () => {
  it('marks a price "(prueba)" when it is a sub-dollar test price or checkouts are simulated, and only then', () => {
    expect(priceLabel(500)).toBe('$5');
    expect(priceLabel(50)).toBe('$0.50 (prueba)');
    expect(priceLabel(500, true)).toBe('$5 (prueba)');
    expect(priceLabel(4500, false)).toBe('$45');
  });
});
