import { describe, expect, it } from 'vitest';
import { badgeText } from './unread-count';

describe('badgeText', () => {
  it('caps at 9+ on the avatar and 99+ in the menu', () => {
    expect(badgeText(3, 9)).toBe('3');
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
  });
});
