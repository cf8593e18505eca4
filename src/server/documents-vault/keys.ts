// DOCUMENTS_KEY: the keys that wrap each document's own data key, `keyId:base64-32-bytes[,keyId:base64…]` like
// DATA_ENCRYPTION_KEY (parsed by the same parseDataKeys). The first wraps new files; the others only unwrap older ones.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { DataKey } from '../crypto/contact-keys';

/** Only for a laptop and the tests: production refuses to start without DOCUMENTS_KEY (config.ts). */
export const developmentDocumentKeys: DataKey[] = [
  { id: 'dev', key: createHash('sha256').update('casa-joven-pr-development-documents-key-not-for-production').digest() },
];

const ivBytes = 12;
const tagBytes = 16;
export const dataKeyBytes = 32;
// Binds a wrapped key to its purpose: a value wrapped for something else under the same key does not unwrap here.
const wrapLabel = Buffer.from('casa-joven-pr/document-key/v1');

/** A sealed file cannot be opened: unknown key id, a wrapped key or a chunk altered, cut short or reordered. */
export class DocumentSealError extends Error {}

/** `keyId:base64url(iv | wrapped data key | tag)`: the `wrapped_key` column. */
export function wrapDataKey(keys: readonly DataKey[], dataKey: Buffer): string {
  const current = keys[0];
  if (!current) throw new Error('at least one documents key is needed');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', current.key, iv).setAAD(wrapLabel);
  const body = Buffer.concat([iv, cipher.update(dataKey), cipher.final(), cipher.getAuthTag()]);
  return `${current.id}:${body.toString('base64url')}`;
}

export function unwrapDataKey(keys: readonly DataKey[], wrapped: string): Buffer {
  const colon = wrapped.indexOf(':');
  const id = colon > 0 ? wrapped.slice(0, colon) : '';
  const key = keys.find((entry) => entry.id === id)?.key;
  // The id only, never the value: this message may reach a log.
  if (!key) throw new DocumentSealError(`no documents key "${id}" is configured`);
  const body = Buffer.from(wrapped.slice(colon + 1), 'base64url');
  if (body.length !== ivBytes + dataKeyBytes + tagBytes) throw new DocumentSealError('a wrapped document key has the wrong length');
  const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, ivBytes)).setAAD(wrapLabel);
  decipher.setAuthTag(body.subarray(ivBytes + dataKeyBytes));
  try {
    return Buffer.concat([decipher.update(body.subarray(ivBytes, ivBytes + dataKeyBytes)), decipher.final()]);
  } catch {
    throw new DocumentSealError('a wrapped document key failed its integrity check');
  }
}
