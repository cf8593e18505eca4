import { describe, expect, it } from 'vitest';
import { puertoRicoDate, puertoRicoYear } from './time-zone';

describe('the Puerto Rico calendar', () => {
  it('takes the day in Puerto Rico, not in UTC', () => {
    // 01:30 UTC on March 10 is 21:30 on March 9 in Puerto Rico.
    expect(puertoRicoDate(new Date('2026-03-10T01:30:00Z'))).toBe('2026-03-09');
    expect(puertoRicoDate(new Date('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
  });

  it('takes the year in Puerto Rico, not in UTC', () => {
    expect(puertoRicoYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026);
    expect(puertoRicoYear(new Date('2027-01-01T04:00:00Z'))).toBe(2027);
  });
});
