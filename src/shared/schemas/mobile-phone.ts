import { z } from 'zod';
import '../zod-locale';

/** SPEC §5 "Mobile phone": used by the pre-qualification form and the lead-capture dialog. */
export const mobilePhoneMaxLength = 14;

export const mobilePhoneSchema = z
  .string({ error: 'Número de móvil muy corto' })
  .min(10, 'Número de móvil muy corto')
  .max(mobilePhoneMaxLength, 'Número de móvil muy largo')
  .regex(/^[\d\s()-]+$/, 'Solo números, espacios, paréntesis y guiones')
  .refine((value) => value.replace(/\D/g, '').length === 10, 'Debe contener exactamente 10 dígitos');

/** What the phone input keeps as the buyer types: digits, spaces, parentheses and hyphens, at most 14 characters. */
export const filterMobileInput = (value: string) => value.replace(/[^\d\s()-]/g, '').slice(0, mobilePhoneMaxLength);
