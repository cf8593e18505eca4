// A process that finds no server on a data directory (or is the server) opens the files itself, holding the lock.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir, type LockOwner } from './lock';

/** PGlite on the directory, owned by this process until `release` (DataDirInUseError when a live process owns it). */
export function openOwnedPglite(dataDir: string, role: LockOwner['role'], socket: string | null = null) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir, role, socket);
  try {
    return { pglite: new PGlite(dataDir), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs `fn` as a command owning the directory, then closes PGlite and lets the directory go. */
export async function withOwnedPglite<T>(dataDir: string, fn: (pglite: PGlite) => Promise<T>): Promise<T> {
  const { pglite, release } = openOwnedPglite(dataDir, 'command');
  try {
    return await fn(pglite);
  } finally {
    await pglite.close().finally(release);
  }
}
