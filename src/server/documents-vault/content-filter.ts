// What a document's bytes are, told by their first bytes, and the filter each kind passes through on its way to the
// store (docs/product/documents.md#the-buyer): PDFs checked and kept as sent, photos stripped of their metadata.
// Filters work on chunks as they arrive and return what to store, so nothing waits for the whole file.
import type { DocumentContentType } from '../../shared/schemas/buyer-documents';
import { documentCopy } from '../../shared/schemas/buyer-documents';
import { jpegCleaner } from './jpeg-clean';
import { pdfChecker } from './pdf-check';
import { pngCleaner } from './png-clean';
import { DocumentRefusedError } from './vault';

/** Incremental: `write` returns the bytes to store for this chunk, `end` the last ones; either throws a refusal. */
export interface ContentFilter {
  write(chunk: Buffer): Buffer[];
  end(): Buffer[];
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// ISO base media files (HEIF/HEIC photos from phones) whose major brand says HEIF: 'ftyp' at 4, the brand at 8.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2', 'miaf']);
/** Bytes needed to tell every accepted or named type apart. */
export const sniffBytes = 12;

export type Sniffed = DocumentContentType | 'heif' | null;

export function sniff(head: Buffer): Sniffed {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.subarray(0, 8).equals(pngSignature)) return 'image/png';
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp' && heifBrands.has(head.subarray(8, 12).toString('latin1'))) {
    return 'heif';
  }
  return null;
}

export const refused = (status: 413 | 415 | 422, message: string) => new DocumentRefusedError(status, message);

/**
 * The whole way from the uploaded bytes to the plain bytes to seal: counts what arrives against the limit (413 with
 * its message at the first byte over it), waits for the first bytes, then passes the rest through the type's filter.
 */
export class DocumentFilter {
  private head: Buffer[] = [];
  private headBytes = 0;
  private received = 0;
  private filter: ContentFilter | null = null;
  contentType: DocumentContentType | null = null;
  /** The bytes handed on to be stored (a photo's after its metadata was removed). */
  storedBytes = 0;

  constructor(private readonly limit: { bytes: number; message: string }) {}

  write(chunk: Buffer): Buffer[] {
    this.received += chunk.length;
    if (this.received > this.limit.bytes) throw refused(413, this.limit.message);
    if (this.filter) return this.count(this.filter.write(chunk));
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < sniffBytes) return [];
    return this.count(this.start().write(this.takeHead()));
  }

  end(): Buffer[] {
    if (!this.filter) {
      const head = this.takeHead();
      return this.count([...this.start(head).write(head), ...this.filter!.end()]);
    }
    return this.count(this.filter.end());
  }

  private takeHead(): Buffer {
    const head = Buffer.concat(this.head, this.headBytes);
    this.head = [];
    return head;
  }

  private start(head: Buffer = Buffer.concat(this.head, this.headBytes)): ContentFilter {
    const type = sniff(head);
    if (type === 'heif') throw refused(415, documentCopy.heic);
    if (type === null) throw refused(415, documentCopy.badType);
    this.contentType = type;
    this.filter = type === 'application/pdf' ? pdfChecker() : type === 'image/jpeg' ? jpegCleaner() : pngCleaner();
    return this.filter;
  }

  private count(pieces: Buffer[]): Buffer[] {
    for (const piece of pieces) this.storedBytes += piece.length;
    return pieces;
  }
}
