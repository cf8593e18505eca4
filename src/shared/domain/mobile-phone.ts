// docs/product/validation.md#mobile-phone: the rules of the lead-capture dialog and the pre-qualification form.
import '../zod-locale';
import { exactText } from '../schemas/text';

export const mobilePhoneMaxLength = 14;

/** What the input keeps as the buyer types: digits, spaces, parentheses and hyphens, at most 14 characters. */
export function filterMobileInput(value: string): string {
  return value.replace(/[^\d\s()-]/g, '').slice(0, mobilePhoneMaxLength);
}

// `\s` in the pattern below would let a tab or a line break through: exactText refuses them first.
export const mobilePhoneSchema = exactText({ error: 'Número de móvil muy corto' })
  .min(10, 'Número de móvil muy corto')
  .max(mobilePhoneMaxLength, 'Número de móvil muy largo')
  .regex(/^[\d\s()-]+$/, 'Solo números, espacios, paréntesis y guiones')
  .refine((value) => value.replace(/\D/g, '').length === 10, 'Debe contener exactamente 10 dígitos');
