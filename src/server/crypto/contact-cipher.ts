// Buyers' contact data sealed before it is written (docs/decisions/0123-contact-data-encrypted-at-rest.md):
// AES-256-GCM, a random 12-byte IV per value, the key id beside it, so keys can rotate while the app runs.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { DataKey } from './contact-keys';

const prefix = 'enc:v1:';
const ivBytes = 12;
const tagBytes = 16;

export class ContactDecryptError extends Error {}

export interface ContactCipher {
  /** The id of the key new values are sealed under. */
  readonly currentKeyId: string;
  /** `enc:v1:<keyId>:<base64url(iv | ciphertext | tag)>`; null and '' stay as they are (nothing to hide). */
  seal<T extends string | null | undefined>(value: T): T;
  /** The plain text of a sealed value; a value without the prefix is plain text written before encryption. */
  open<T extends string | null | undefined>(value: T): T;
  /** Whether this stored value is already sealed under the current key (the rotation skips it). */
  isCurrent(value: string | null): boolean;
  /** The keyed hash exact matches use: a lower-cased e-mail. Null for an empty value. */
  emailLookup(email: string | null | undefined): string | null;
  /** The keyed hash of a phone's digits. Null when it has none. */
  phoneLookup(phone: string | null | undefined): string | null;
}

/**
 * `keys[0]` seals; every key opens what was sealed under its id. `lookupSecret` (AUTH_SECRET) is stretched with HKDF
 * into the HMAC key of the lookups, which therefore do not change when the data keys rotate.
 */
export function createContactCipher(keys: DataKey[], lookupSecret: string): ContactCipher {
  const current = keys[0];
  if (!current) throw new Error('at least one data key is needed');
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));
  const lookupKey = Buffer.from(hkdfSync('sha256', lookupSecret, 'casa-joven-pr', 'contact-lookup', 32));
  const currentPrefix = `${prefix}${current.id}:`;
  const lookup = (normalised: string) => (normalised ? createHmac('sha256', lookupKey).update(normalised).digest('base64url') : null);

  return {
    currentKeyId: current.id,
    seal(value) {
      if (!value) return value;
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${currentPrefix}${body.toString('base64url')}` as typeof value;
    },
    open(value) {
      if (!value || !value.startsWith(prefix)) return value;
      const rest = value.slice(prefix.length);
      const colon = rest.indexOf(':');
      const key = colon > 0 ? byId.get(rest.slice(0, colon)) : undefined;
      // The id only, never the value: this message may reach a log.
      if (!key) throw new ContactDecryptError(`no data key "${rest.slice(0, Math.max(colon, 0))}" is configured`);
      const body = Buffer.from(rest.slice(colon + 1), 'base64url');
      if (body.length < ivBytes + tagBytes) throw new ContactDecryptError('a sealed value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, ivBytes));
      decipher.setAuthTag(body.subarray(body.length - tagBytes));
      try {
        return Buffer.concat([decipher.update(body.subarray(ivBytes, body.length - tagBytes)), decipher.final()]).toString(
          'utf8',
        ) as typeof value;
      } catch {
        throw new ContactDecryptError('a sealed value failed its integrity check');
      }
    },
    isCurrent: (value) => !value || value.startsWith(currentPrefix),
    emailLookup: (email) => lookup((email ?? '').normalize('NFC').trim().toLowerCase()),
    phoneLookup: (phone) => lookup((phone ?? '').replace(/\D/g, '')),
  };
}
