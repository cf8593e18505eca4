import { describe, expect, it } from 'vitest';
import { formatDateTime, puertoRicoYear } from './format';

describe('shared es-PR formatters', () => {
  it('writes a timestamp as a Puerto Rico date and time', () => {
    // 15:00 UTC is 11:00 in Puerto Rico (UTC-4, no daylight saving).
    expect(formatDateTime('2026-11-21T15:00:00Z')).toMatch(/^21 de noviembre de 2026.*11:00/);
  });

  it('takes the year in Puerto Rico, not in UTC', () => {
    expect(puertoRicoYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026);
    expect(puertoRicoYear(new Date('2027-01-01T04:00:00Z'))).toBe(2027);
  });
});
