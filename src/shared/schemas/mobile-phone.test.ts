import { describe, expect, it } from 'vitest';
import { filterMobileInput, mobilePhoneSchema } from './mobile-phone';

const firstError = (value: unknown) => {
  const result = mobilePhoneSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('mobile phone (SPEC §5)', () => {
  it.each(['7875550123', '(787) 555-0123', '787-555-0123', '787 555 0123'])('accepts %s', (value) => {
    expect(firstError(value)).toBeNull();
  });

  it.each([
    ['787555012', 'Número de móvil muy corto'],
    ['(787) 555-01234', 'Número de móvil muy largo'],
    ['787.555.0123', 'Solo números, espacios, paréntesis y guiones'],
    ['787 555 01234', 'Debe contener exactamente 10 dígitos'],
    ['(787) 555-012', 'Debe contener exactamente 10 dígitos'],
    [undefined, 'Número de móvil muy corto'],
  ])('refuses %s with "%s"', (value, message) => {
    expect(firstError(value)).toBe(message);
  });

  it('strips other characters as typed and stops at 14', () => {
    expect(filterMobileInput('+1 (787) 555-0123 ext')).toBe('1 (787) 555-01');
    expect(filterMobileInput('787.555.0123')).toBe('7875550123');
  });
});
