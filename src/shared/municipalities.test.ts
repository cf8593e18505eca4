import { describe, expect, it } from 'vitest';
import { municipalities } from './municipalities';

describe('municipalities', () => {
  it('lists the 78 municipalities once each, from Adjuntas to Yauco', () => {
    expect(municipalities).toHaveLength(78);
    expect(new Set(municipalities).size).toBe(78);
    expect(municipalities[0]).toBe('Adjuntas');
    expect(municipalities.at(-1)).toBe('Yauco');
    expect(municipalities).toContain('Culebra');
    expect(municipalities).toContain('Vieques');
  });

  it('is sorted the way Spanish speakers sort', () => {
    const sorted = [...municipalities].sort((a, b) => a.localeCompare(b, 'es'));
    expect(municipalities).toEqual(sorted);
  });
});
