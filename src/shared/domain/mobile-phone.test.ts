import { describe, expect, it } from 'vitest';
import { filterMobileInput, mobilePhoneSchema } from './mobile-phone';

const firstError = (value: string) => mobilePhoneSchema.safeParse(value).error?.issues[0]?.message;

describe('mobile phone (docs/product/validation.md)', () => {
  it('accepts ten digits written the usual ways', () => {
    for (const value of ['7875550123', '(787) 555-0123', '787-555-0123', '787 555 0123'])
      expect(mobilePhoneSchema.safeParse(value).success).toBe(true);
  });

  it('gives each rule its own message', () => {
    expect(firstError('787555012')).toBe('Número de móvil muy corto');
    expect(firstError('(787) 555-01234')).toBe('Número de móvil muy largo');
    expect(firstError('787.555.0123')).toBe('Solo números, espacios, paréntesis y guiones');
    expect(firstError('787-555-01234')).toBe('Debe contener exactamente 10 dígitos');
    expect(firstError('787 555 012  ')).toBe('Debe contener exactamente 10 dígitos');
  });

  it('strips other characters as typed and stops at 14', () => {
    expect(filterMobileInput('787.555.0123a')).toBe('7875550123');
    expect(filterMobileInput('(787) 555-0123 ext 9')).toBe('(787) 555-0123');
  });
});
