// What an API key is: `cjpr_` and 32 random bytes in base64url. Only its SHA-256 is stored; looking a key up by the
// hash of the whole key compares nothing of the key itself, so no timing tells which part of a guess was right.
import { createHash, randomBytes } from 'node:crypto';

export const apiKeyPrefix = 'cjpr_';
const keyPattern = /^cjpr_[A-Za-z0-9_-]{43}$/;

export const newApiKey = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What staff see of a key once it was shown: enough to tell two keys apart, nothing to rebuild one. */
export const lastFourOf = (key: string) => key.slice(-4);

/** The key of an `Authorization: Bearer <key>` header; null when the header is missing, of another scheme or not a key. */
export function bearerKey(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  const key = match?.[1];
  return key && keyPattern.test(key) ? key : null;
}
