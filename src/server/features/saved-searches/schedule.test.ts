// Daily digests at 7:00 in Puerto Rico (UTC−4), weekly ones on Mondays.
import { describe, expect, it } from 'vitest';
import { lastDigestTime } from './schedule';

describe('lastDigestTime', () => {
  it("is today's 7:00 in Puerto Rico from 7:00 on, yesterday's before", () => {
    // Wednesday 25 November 2026.
    expect(lastDigestTime(new Date('2026-11-25T11:00:00Z'), 'daily').toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-25T10:59:59Z'), 'daily').toISOString()).toBe('2026-11-24T11:00:00.000Z');
    // 9 p.m. in Puerto Rico is already the next day in UTC.
    expect(lastDigestTime(new Date('2026-11-26T01:00:00Z'), 'daily').toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it("is that week's Monday at 7:00 for weekly digests", () => {
    expect(lastDigestTime(new Date('2026-11-25T15:00:00Z'), 'weekly').toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-23T11:00:00Z'), 'weekly').toISOString()).toBe('2026-11-23T11:00:00.000Z');
    // Monday 6:59 belongs to the week before; Sunday night too.
    expect(lastDigestTime(new Date('2026-11-23T10:59:00Z'), 'weekly').toISOString()).toBe('2026-11-16T11:00:00.000Z');
    expect(lastDigestTime(new Date('2026-11-23T03:00:00Z'), 'weekly').toISOString()).toBe('2026-11-16T11:00:00.000Z');
  });
});
