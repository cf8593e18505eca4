// Where listing photos live (docs/decisions/0114-photo-storage-interface.md): a small key → bytes store, so the
// local disk of today and an S3-compatible bucket tomorrow are interchangeable.
import type { Readable } from 'node:stream';

/** A stored object, ready to stream: its bytes and their count (for Content-Length). */
export interface StoredObject {
  body: Readable;
  size: number;
}

export interface PhotoStore {
  /** Writes the object whole (a reader never sees half of it), replacing one stored under the same key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Writes the object as `source` streams, never whole in memory (sealed documents: src/server/documents-vault/), and
   * answers the bytes written. As `put`, a reader sees the old object or the whole new one; if `source` fails or is
   * destroyed, nothing is left under the key.
   */
  putStream(key: string, source: Readable): Promise<number>;
  /** The object, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes one object, or everything under a prefix ending in `/`. Nothing stored there is not an error. */
  delete(keyOrPrefix: string): Promise<void>;
}

export class InvalidStoreKeyError extends Error {
  constructor(key: string) {
    super(`invalid photo store key: ${JSON.stringify(key)}`);
  }
}

// Segments of letters, digits, '.', '_' and '-' that start with a letter or digit: no '..', no '.', no hidden
// files, no absolute paths, no backslashes, no empty segments.
const segment = '[A-Za-z0-9][A-Za-z0-9._-]*';
const keyPattern = new RegExp(`^${segment}(?:/${segment})*$`);
const prefixPattern = new RegExp(`^${segment}(?:/${segment})*/$`);

/** Throws unless `key` is a plain relative key (`listings/<id>/480.webp`); with `prefix`, a folder (`listings/<id>/`) is allowed too. */
export function assertStoreKey(key: string, options: { prefix?: boolean } = {}): void {
  if (key.length > 512 || !(keyPattern.test(key) || (options.prefix === true && prefixPattern.test(key)))) {
    throw new InvalidStoreKeyError(key);
  }
}
