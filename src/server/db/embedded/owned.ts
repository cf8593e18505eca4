// A command that finds no server on the data directory opens the files itself, holding the lock meanwhile.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './lock';

export async function withOwnedPglite<T>(dataDir: string, fn: (pglite: PGlite) => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir, 'command');
  try {
    const pglite = new PGlite(dataDir);
    try {
      return await fn(pglite);
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}
