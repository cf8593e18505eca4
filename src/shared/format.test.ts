import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('shared es-PR formatters', () => {
  it('writes a timestamp as a Puerto Rico date and time', () => {
    // 15:00 UTC is 11:00 in Puerto Rico (UTC-4, no daylight saving).
    expect(formatDateTime('2026-11-21T15:00:00Z')).toMatch(/^21 de noviembre de 2026.*11:00/);
  });
});
