import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ContactDecryptError, createContactCipher } from './contact-cipher';
import { parseDataKeys, type DataKey } from './contact-keys';

const key = (id: string): DataKey => ({ id, key: randomBytes(32) });
const k1 = key('k1');
const k2 = key('k2');
const secret = 'a-secret-of-at-least-thirty-two-characters';

describe('contact cipher', () => {
  it('seals under the current key id and opens to the same text, with a fresh IV each time', () => {
    const cipher = createContactCipher([k1], secret);
    const sealed = cipher.seal('Ana Rivera · 787-555-0101 · ñandú');
    expect(sealed).toMatch(/^enc:v1:k1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('Ana');
    expect(cipher.open(sealed)).toBe('Ana Rivera · 787-555-0101 · ñandú');
    expect(cipher.seal('same')).not.toBe(cipher.seal('same'));
    expect(cipher.isCurrent(sealed)).toBe(true);
  });

  it('leaves null, empty and not-yet-sealed plain values as they are', () => {
    const cipher = createContactCipher([k1], secret);
    expect(cipher.seal(null)).toBeNull();
    expect(cipher.seal('')).toBe('');
    expect(cipher.open('written before encryption')).toBe('written before encryption');
    expect(cipher.isCurrent('written before encryption')).toBe(false);
  });

  it('still opens a value sealed under an older key, which is no longer current', () => {
    const old = createContactCipher([k1], secret).seal('787-555-0101');
    const rotated = createContactCipher([k2, k1], secret);
    expect(rotated.open(old)).toBe('787-555-0101');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(rotated.seal('x')).toMatch(/^enc:v1:k2:/);
  });

  it('refuses a value whose key id is not configured, without echoing the value', () => {
    const sealed = createContactCipher([k1], secret).seal('ana@example.com');
    const other = createContactCipher([k2], secret);
    expect(() => other.open(sealed)).toThrow(ContactDecryptError);
    expect(() => other.open(sealed)).toThrow(/"k1"/);
  });

  it('refuses a tampered ciphertext, a swapped key of the same id and a truncated value', () => {
    const cipher = createContactCipher([k1], secret);
    const sealed = cipher.seal('ana@example.com');
    const body = Buffer.from(sealed.slice('enc:v1:k1:'.length), 'base64url');
    body[14] = body[14]! ^ 1;
    expect(() => cipher.open(`enc:v1:k1:${body.toString('base64url')}`)).toThrow(ContactDecryptError);
    expect(() => createContactCipher([key('k1')], secret).open(sealed)).toThrow(ContactDecryptError);
    expect(() => cipher.open('enc:v1:k1:AAAA')).toThrow(ContactDecryptError);
  });

  it('hashes lookups by the normalised e-mail and the phone digits, keyed by the secret, not by the data key', () => {
    const cipher = createContactCipher([k1], secret);
    expect(cipher.emailLookup(' Ana@Example.COM ')).toBe(cipher.emailLookup('ana@example.com'));
    expect(cipher.phoneLookup('(787) 555-0101')).toBe(cipher.phoneLookup('787-555-0101'));
    expect(cipher.emailLookup('ana@example.com')).not.toBe(cipher.emailLookup('ana@example.org'));
    expect(createContactCipher([k2, k1], secret).emailLookup('ana@example.com')).toBe(cipher.emailLookup('ana@example.com'));
    expect(createContactCipher([k1], `${secret}!`).emailLookup('ana@example.com')).not.toBe(cipher.emailLookup('ana@example.com'));
    expect(cipher.emailLookup('')).toBeNull();
    expect(cipher.phoneLookup('---')).toBeNull();
  });
});

describe('DATA_ENCRYPTION_KEY', () => {
  const b64 = randomBytes(32).toString('base64');
  it('reads keyId:base64 entries in order, the first being the current one', () => {
    const keys = parseDataKeys(`k2:${b64}, k1:${randomBytes(32).toString('base64')}`);
    expect(Array.isArray(keys) && keys.map((entry) => entry.id)).toEqual(['k2', 'k1']);
  });

  it('names what is wrong: a short key, a bad id, a repeated id', () => {
    expect(parseDataKeys(`k1:${randomBytes(16).toString('base64')}`)).toMatch(/32 bytes/);
    expect(parseDataKeys(b64)).toMatch(/keyId:base64/);
    expect(parseDataKeys(`k1:${b64},k1:${b64}`)).toMatch(/twice/);
  });
});
