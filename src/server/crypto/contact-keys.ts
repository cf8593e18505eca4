// DATA_ENCRYPTION_KEY (docs/decisions/0123-contact-data-encrypted-at-rest.md): `keyId:base64-32-bytes[,keyId:base64…]`.
// The first key writes; the others stay only so values sealed under them can still be read until `keys:rotate` ran.
import { createHash } from 'node:crypto';

export interface DataKey {
  id: string;
  key: Buffer;
}

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** The keys in order, or a sentence saying what is wrong (config.ts turns it into a start-up error). */
export function parseDataKeys(spec: string): DataKey[] | string {
  const keys: DataKey[] = [];
  for (const part of spec.split(',').map((entry) => entry.trim())) {
    const colon = part.indexOf(':');
    const id = part.slice(0, colon);
    if (colon < 0 || !keyIdPattern.test(id)) return 'each entry is keyId:base64 (a key id of letters, digits, - or _)';
    const key = Buffer.from(part.slice(colon + 1), 'base64');
    if (key.length !== 32) return `key "${id}" must be 32 bytes in base64 (openssl rand -base64 32)`;
    if (keys.some((known) => known.id === id)) return `key id "${id}" appears twice`;
    keys.push({ id, key });
  }
  return keys;
}

/** Only for a laptop and the tests: production refuses to start without DATA_ENCRYPTION_KEY (config.ts). */
export const developmentDataKeys: DataKey[] = [
  { id: 'dev', key: createHash('sha256').update('casa-joven-pr-development-data-key-not-for-production').digest() },
];
