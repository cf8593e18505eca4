// The documents vault (vault.ts's interface) over the store and clamd: each upload is typed and filtered as it
// arrives and sealed to the store; clamd reads it back from the store afterwards (`scan`), so an upload costs its
// disk write, not the scan (docs/decisions/0137-scan-after-store.md, which replaced 0134's scan while storing).
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { documentCopy } from '../../shared/schemas/buyer-documents';
import type { DataKey } from '../crypto/contact-keys';
import { NotFoundError } from '../http/errors';
import type { PhotoStore } from '../storage';
import type { Scanner, ScanVerdict } from './clamd';
import { DocumentFilter } from './content-filter';
import { OpenStream, SealStream } from './envelope';
import { dataKeyBytes, unwrapDataKey, wrapDataKey } from './keys';
import type { DocumentVault, ScanOutcome, SealedDocument, SealedRef } from './vault';

export interface VaultLog {
  warn(details: object, message: string): void;
}

export interface VaultDeps {
  store: PhotoStore;
  /** DOCUMENTS_KEY: the first wraps new data keys. */
  keys: readonly DataKey[];
  scanner: Scanner;
  log?: VaultLog;
}

const prefix = 'documents/';
const ownerFolder = (ownerId: string) => `${prefix}${ownerId}/`;

/** Writes `chunk` and waits while the stream's buffer is full, or rejects when what it feeds failed. */
async function writeTo(sink: SealStream, chunk: Buffer, stored: Promise<unknown>) {
  if (sink.write(chunk)) return;
  await Promise.race([once(sink, 'drain'), stored]);
}

export function createDocumentVault({ store, keys, scanner, log }: VaultDeps): DocumentVault {
  const scanStored = async (ref: SealedRef): Promise<ScanVerdict> => {
    const plain = await open(ref);
    const session = scanner.begin();
    try {
      for await (const chunk of plain) await session.write(chunk as Buffer);
    } catch (error) {
      session.abort();
      throw error;
    }
    return session.finish();
  };

  const open = async (ref: SealedRef): Promise<Readable> => {
    const dataKey = unwrapDataKey(keys, ref.wrappedKey);
    const stored = await store.get(ref.storageKey);
    if (!stored) throw new NotFoundError(documentCopy.notFound);
    const opener = new OpenStream(dataKey);
    // Errors either way: a failing read reaches the reader, a reader that stops closes the file.
    stored.body.on('error', (error) => opener.destroy(error));
    opener.on('close', () => stored.body.destroy());
    return stored.body.pipe(opener);
  };

  return {
    async store(source, { ownerId, limit }): Promise<SealedDocument> {
      const storageKey = `${ownerFolder(ownerId)}${randomUUID()}.bin`;
      const dataKey = randomBytes(dataKeyBytes);
      const wrappedKey = wrapDataKey(keys, dataKey);
      const filter = new DocumentFilter(limit);
      const sealer = new SealStream(dataKey);
      const stored = store.putStream(storageKey, sealer);
      // Awaited below; until then a failure must not count as unhandled.
      stored.catch(() => undefined);
      const pass = async (pieces: Buffer[]) => {
        for (const piece of pieces) if (piece.length > 0) await writeTo(sealer, piece, stored);
      };

      try {
        // Not destroyed on a refusal: drained below instead, so a form parser feeding it still reaches its end.
        for await (const chunk of source.iterator({ destroyOnReturn: false })) await pass(filter.write(chunk as Buffer));
        await pass(filter.end());
        sealer.end();
        await stored;
      } catch (error) {
        sealer.destroy();
        await stored.catch(() => undefined);
        await store.delete(storageKey).catch(() => undefined);
        if (!source.readableEnded) source.resume();
        throw error;
      }
      return { storageKey, wrappedKey, contentType: filter.contentType!, sizeBytes: filter.storedBytes };
    },

    open,

    async scan(ref): Promise<ScanOutcome> {
      const verdict = await scanStored(ref);
      if (verdict.outcome === 'unavailable') log?.warn({ reason: verdict.reason }, 'document scan waits: the scanner did not answer');
      return verdict.outcome;
    },

    async remove(storageKey) {
      if (!storageKey.startsWith(prefix)) throw new Error('not a document storage key');
      await store.delete(storageKey);
    },

    async removeOwner(ownerId) {
      await store.delete(ownerFolder(ownerId));
    },
  };
}
