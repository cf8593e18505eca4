// The process's contact cipher. Keys are configuration, one set per process like the environment they come from:
// buildApp and the keys:rotate command install it once, and services seal and open through these functions instead
// of threading a cipher through every call (docs/decisions/0123-contact-data-encrypted-at-rest.md).
import type { Config } from '../config';
import { createContactCipher, type ContactCipher } from './contact-cipher';

let installed: ContactCipher | null = null;

export function contactCipherFor(config: Pick<Config, 'dataKeys' | 'authSecret'>): ContactCipher {
  return createContactCipher(config.dataKeys, config.authSecret);
}

export function installContactCipher(cipher: ContactCipher): void {
  installed = cipher;
}

export function contactCipher(): ContactCipher {
  if (!installed) throw new Error('contact data keys are not loaded: buildApp (or the command) installs them');
  return installed;
}

export const sealContact = <T extends string | null | undefined>(value: T): T => contactCipher().seal(value);
export const openContact = <T extends string | null | undefined>(value: T): T => contactCipher().open(value);
export const emailLookup = (email: string | null | undefined) => contactCipher().emailLookup(email);
export const phoneLookup = (phone: string | null | undefined) => contactCipher().phoneLookup(phone);

/** The contact fields kept inside a JSON column (buyer_progress.last_eligibility_result), sealed one by one. */
export const progressContactFields = ['name', 'email', 'phone'] as const;

/** A copy of a JSON object with these string fields sealed (or opened); anything else passes through untouched. */
export function sealFields<T>(value: T, fields: readonly string[]): T {
  return mapFields(value, fields, sealContact);
}

export function openFields<T>(value: T, fields: readonly string[]): T {
  return mapFields(value, fields, openContact);
}

function mapFields<T>(value: T, fields: readonly string[], map: (text: string) => string): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of fields) {
    if (typeof copy[field] === 'string') copy[field] = map(copy[field]);
  }
  return copy as T;
}
