// A document's bytes sealed in chunks (docs/decisions/0131-documents-sealed-in-chunks.md), so sealing and opening
// stream: a 20 MB file never sits whole in memory, and each chunk is checked before a byte of it is handed on.
//
//   header  'CJD1' | version 1 | log2(chunk size) | 2 reserved zero bytes | 8-byte random nonce prefix   (16 bytes)
//   chunk i AES-256-GCM(data key, nonce = prefix | i as u32 BE, AAD = header | i as u32 BE | final 0/1) | 16-byte tag
//
// Every chunk holds exactly `chunk size` plain bytes except the final one (0 to chunk size). The index in the nonce and
// the AAD makes reordered chunks fail; the final flag makes a file cut at a chunk boundary, or one with chunks added
// after its end, fail; the header in the AAD makes an altered header fail.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { DocumentSealError } from './keys';

const magic = Buffer.from('CJD1');
const version = 1;
export const headerBytes = 16;
const tagBytes = 16;
export const defaultChunkLog2 = 16; // 64 KiB

function chunkAad(header: Buffer, index: number, final: boolean): Buffer {
  const aad = Buffer.alloc(headerBytes + 5);
  header.copy(aad, 0);
  aad.writeUInt32BE(index, headerBytes);
  aad[headerBytes + 4] = final ? 1 : 0;
  return aad;
}

function chunkNonce(header: Buffer, index: number): Buffer {
  const nonce = Buffer.alloc(12);
  header.copy(nonce, 0, 8, 16);
  nonce.writeUInt32BE(index, 8);
  return nonce;
}

/** Plain bytes in, the sealed file out (header first). `dataKey` is the file's own 32-byte key. */
export class SealStream extends Transform {
  private readonly header: Buffer;
  private readonly chunkBytes: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  constructor(
    private readonly dataKey: Buffer,
    chunkLog2 = defaultChunkLog2,
  ) {
    super();
    this.chunkBytes = 2 ** chunkLog2;
    this.header = Buffer.concat([magic, Buffer.from([version, chunkLog2, 0, 0]), randomBytes(8)]);
    this.push(this.header);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // A full chunk is sealed only once a byte after it has arrived: until then it may be the final one. The pieces go
    // through the cipher as they are, never copied into one buffer first.
    while (this.pendingBytes > this.chunkBytes) {
      const cipher = this.cipherFor(false);
      let left = this.chunkBytes;
      while (left > 0) {
        const piece = this.pending[0]!;
        if (piece.length <= left) {
          this.push(cipher.update(piece));
          this.pending.shift();
          left -= piece.length;
        } else {
          this.push(cipher.update(piece.subarray(0, left)));
          this.pending[0] = piece.subarray(left);
          left = 0;
        }
      }
      this.pendingBytes -= this.chunkBytes;
      this.push(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    }
    done();
  }

  override _flush(done: TransformCallback) {
    const cipher = this.cipherFor(true);
    for (const piece of this.pending) this.push(cipher.update(piece));
    this.pending = [];
    this.push(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    done();
  }

  private cipherFor(final: boolean) {
    const index = this.index++;
    return createCipheriv('aes-256-gcm', this.dataKey, chunkNonce(this.header, index)).setAAD(chunkAad(this.header, index, final));
  }
}

/**
 * A sealed file in, its plain bytes out; errors with DocumentSealError at the first chunk that fails its check. The
 * pieces read go through the decipher as they are, never copied into one chunk first: a scan or a download of 20 MB
 * would otherwise copy it twice more (docs/performance.md#buyers-documents).
 */
export class OpenStream extends Transform {
  private header: Buffer | null = null;
  private chunkBytes = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  constructor(private readonly dataKey: Buffer) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    try {
      if (!this.header) {
        if (this.pendingBytes < headerBytes) return done();
        this.header = this.readHeader(Buffer.concat(this.takePieces(headerBytes)));
      }
      // As in sealing, a full chunk is opened as not-final only when more bytes follow it.
      while (this.pendingBytes > this.chunkBytes + tagBytes) this.open(this.chunkBytes, false);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback) {
    try {
      if (!this.header) throw new DocumentSealError('a sealed document is shorter than its header');
      if (this.pendingBytes < tagBytes) throw new DocumentSealError('a sealed document is cut short');
      this.open(this.pendingBytes - tagBytes, true);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  /** The next `bytes` of what was read, as the pieces they lie in (no copy). */
  private takePieces(bytes: number): Buffer[] {
    const pieces: Buffer[] = [];
    let left = bytes;
    while (left > 0) {
      const piece = this.pending[0]!;
      if (piece.length <= left) {
        pieces.push(piece);
        this.pending.shift();
        left -= piece.length;
      } else {
        pieces.push(piece.subarray(0, left));
        this.pending[0] = piece.subarray(left);
        left = 0;
      }
    }
    this.pendingBytes -= bytes;
    return pieces;
  }

  private readHeader(header: Buffer): Buffer {
    const log2 = header[5]!;
    if (!header.subarray(0, 4).equals(magic) || header[4] !== version || log2 < 10 || log2 > 24) {
      throw new DocumentSealError('not a sealed document of a known version');
    }
    this.chunkBytes = 2 ** log2;
    return header;
  }

  /** Opens the next chunk of `plainBytes` and its tag; its bytes are handed on only once the tag checked out. */
  private open(plainBytes: number, final: boolean) {
    const header = this.header!;
    const index = this.index++;
    const decipher = createDecipheriv('aes-256-gcm', this.dataKey, chunkNonce(header, index)).setAAD(chunkAad(header, index, final));
    const plain = this.takePieces(plainBytes).map((piece) => decipher.update(piece));
    decipher.setAuthTag(Buffer.concat(this.takePieces(tagBytes)));
    try {
      decipher.final();
    } catch {
      throw new DocumentSealError(`chunk ${index} of a sealed document failed its integrity check`);
    }
    for (const piece of plain) if (piece.length > 0) this.push(piece);
  }
}
