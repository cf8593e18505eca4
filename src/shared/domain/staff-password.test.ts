import { describe, expect, it } from 'vitest';
import { staffPasswordCopy, staffPasswordProblem } from './staff-password';

describe('staffPasswordProblem', () => {
  it('accepts a long password with letters and numbers', () => {
    expect(staffPasswordProblem('Institucion2026!', 'oficial@banco.example.com')).toBeNull();
  });
  it('refuses a short one', () => {
    expect(staffPasswordProblem('abc12345', 'a@b.c')).toBe(staffPasswordCopy.tooShort);
  });
  it('refuses one without numbers or without letters', () => {
    expect(staffPasswordProblem('soloLetrasAqui', 'a@b.c')).toBe(staffPasswordCopy.needsMix);
    expect(staffPasswordProblem('1234567890123', 'a@b.c')).toBe(staffPasswordCopy.needsMix);
  });
  it('refuses one that contains the e-mail name', () => {
    expect(staffPasswordProblem('Oficial2026xyz', 'oficial@banco.example.com')).toBe(staffPasswordCopy.sameAsEmail);
  });
  it('refuses one longer than the maximum', () => {
    expect(staffPasswordProblem(`a1${'x'.repeat(200)}`, 'a@b.c')).toBe(staffPasswordCopy.tooLong);
  });
});
