// Event ids as clients see them: the global sequence number sealed (AES-256-GCM, key derived from AUTH_SECRET)
// and bound to the viewer, so two ids reveal nothing about how many events others had in between, and an id
// forged, garbled or taken from another account opens nothing (docs/decisions/0079-opaque-live-event-ids.md).
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;
const idBytes = 8;

export interface LiveCursors {
  seal(id: number, viewerId: string): string;
  /** The sequence number, or null for anything this server did not issue to this viewer. */
  open(cursor: string, viewerId: string): number | null;
}

export function liveCursors(secret: string): LiveCursors {
  const key = createHash('sha256').update(`casa-live-event-cursor\0${secret}`).digest();
  return {
    seal(id, viewerId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(viewerId));
      const plain = Buffer.alloc(idBytes);
      plain.writeBigUInt64BE(BigInt(id));
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(cursor, viewerId) {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(cursor)) return null;
      const bytes = Buffer.from(cursor, 'base64url');
      if (bytes.length !== ivBytes + idBytes + tagBytes) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes), { authTagLength: tagBytes });
        decipher.setAAD(Buffer.from(viewerId));
        decipher.setAuthTag(bytes.subarray(ivBytes + idBytes));
        const plain = Buffer.concat([decipher.update(bytes.subarray(ivBytes, ivBytes + idBytes)), decipher.final()]);
        const id = plain.readBigUInt64BE();
        return id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : null;
      } catch {
        return null;
      }
    },
  };
}
