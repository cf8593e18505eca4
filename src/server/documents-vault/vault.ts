// What the documents feature needs of the vault (docs/product/documents.md#how-it-is-kept): files checked by their
// content, photos stripped of metadata, each sealed under its own data key in the store, and scanned by clamd from the
// store once it is there (docs/decisions/0137-scan-after-store.md).
import type { Readable } from 'node:stream';
import type { DocumentContentType } from '../../shared/schemas/buyer-documents';
import { HttpError } from '../http/errors';

/** Where a sealed file is and the wrapped key that opens it: the two columns of `buyer_documents` the vault reads. */
export interface SealedRef {
  storageKey: string;
  wrappedKey: string;
}

export interface SealedDocument extends SealedRef {
  contentType: DocumentContentType;
  /** The plain bytes stored (a photo's after its metadata was removed). */
  sizeBytes: number;
}

export type ScanOutcome = 'clean' | 'infected' | 'unavailable';

export interface DocumentVault {
  /**
   * Reads `source` to its end and keeps it sealed under `ownerId`, not yet scanned (the caller scans it next, with
   * `scan`), or refuses it with a DocumentRefusedError (a Spanish 413, 415 or 422) and keeps nothing: another type
   * (HEIC named as such), a locked or broken PDF, or more than `limit.bytes` (refused with `limit.message`).
   */
  store(source: Readable, options: { ownerId: string; limit: { bytes: number; message: string } }): Promise<SealedDocument>;
  /** The plain bytes, opened as they stream: never the whole file in memory. */
  open(ref: SealedRef): Promise<Readable>;
  /** Scans a stored file, reading it back from the store. On `infected` the caller removes it. */
  scan(ref: SealedRef): Promise<ScanOutcome>;
  remove(storageKey: string): Promise<void>;
  /** Everything stored for one buyer (account deletion). */
  removeOwner(ownerId: string): Promise<void>;
}

export class DocumentRefusedError extends HttpError {}
