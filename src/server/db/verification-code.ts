// The code printed on a consent certificate: 12 characters of Crockford base32 (no I, L, O or U to misread),
// 60 random bits, in three groups a person can read out over the phone.
import { randomBytes } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const chars = Array.from(bytes, (byte) => alphabet[byte % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** What an operator types: any case, with or without dashes or spaces; O read as 0 and I or L as 1, as Crockford asks. */
export function normaliseVerificationCode(input: string): string {
  const chars = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return chars.length === 12 ? `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}` : chars;
}
