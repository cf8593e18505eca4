import { describe, expect, it } from 'vitest';
import { variantFor } from './lead-variant';

describe('variantFor', () => {
  it('always gives the same buyer the same variant', () => {
    expect(variantFor('usuario-123')).toBe(variantFor('usuario-123'));
  });

  it('splits buyers between both variants', () => {
    const counts = { blue: 0, green: 0 };
    for (let i = 0; i < 1000; i++) counts[variantFor(crypto.randomUUID())]++;
    expect(counts.blue).toBeGreaterThan(400);
    expect(counts.green).toBeGreaterThan(400);
  });
});
