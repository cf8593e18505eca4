// The photo store on the local disk, under one root folder (UPLOADS_DIR, by default DATA_DIR/uploads). Every process
// that serves photos must see the same folder (docs/deploy.md).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStoreKey, type PhotoStore, type StoredObject } from './photo-store';

const missing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR');

/** The folder is created on the first write, not before (the embedded database creates DATA_DIR itself). */
export function localDiskStore(root: string): PhotoStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // The key rules already keep every path inside the root; this says so once more, on the resolved path.
    if (!file.startsWith(base + path.sep)) throw new Error(`photo store key outside ${base}: ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      assertStoreKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside its final name, then renamed over it: a reader sees the old file or the whole new one.
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async putStream(key, source) {
      assertStoreKey(key);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      // A 1 MiB buffer: with the default 16 KiB, every small piece a sealer hands over waited for 'drain', and the upload
      // ran in lockstep with the thread pool (docs/performance.md#buyers-documents, the profile of the upload path).
      const sink = createWriteStream(temporary, { flags: 'wx', mode: 0o640, highWaterMark: 1024 * 1024 });
      try {
        await pipeline(source, sink);
        await rename(temporary, file);
        return sink.bytesWritten;
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },

    async get(key): Promise<StoredObject | null> {
      assertStoreKey(key);
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        // The stream owns the handle from here and closes it at its end, on error, or when destroyed.
        return { body: handle.createReadStream(), size: stat.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(keyOrPrefix) {
      assertStoreKey(keyOrPrefix, { prefix: true });
      await rm(fileOf(keyOrPrefix.replace(/\/$/, '')), { recursive: keyOrPrefix.endsWith('/'), force: true });
    },
  };
}
