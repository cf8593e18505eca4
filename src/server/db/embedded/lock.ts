// One process owns a PGlite data directory at a time. Two processes opening the same files each keep their own
// copy in memory and write over each other's work, so the owner leaves a lock file with its pid, and the next
// process either refuses (a second server) or talks to the owner through its socket (a command).
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export interface LockOwner {
  pid: number;
  /** What holds it: the server (serving `socket`) or a command that opened the files itself. */
  role: 'server' | 'command';
  socket: string | null;
  since: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      owner.role === 'server'
        ? `DATA_DIR ${dataDir} is in use by a running Casa Joven PR server (pid ${owner.pid}, since ${owner.since}). Stop it first, or use another DATA_DIR. Commands such as npm run institution:create work while it runs: they connect through its socket.`
        : `DATA_DIR ${dataDir} is in use by a command (pid ${owner.pid}, since ${owner.since}). Wait for it to finish and try again.`,
    );
  }
}

export const lockPath = (dataDir: string) => path.join(dataDir, 'casa-joven.lock');

/** The live owner of the directory, or null when there is none (no lock, or the lock of a process that died). */
export function currentOwner(dataDir: string): LockOwner | null {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockOwner;
  } catch {
    return null;
  }
  return Number.isInteger(owner.pid) && isAlive(owner.pid) ? owner : null;
}

/**
 * Takes the directory for this process, or throws DataDirInUseError. A lock left by a process that is gone
 * (killed, crashed) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, role: LockOwner['role'], socket: string | null = null): () => void {
  const file = lockPath(dataDir);
  const owner: LockOwner = { pid: process.pid, role, socket, since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx' fails if the file exists: of two processes racing here, exactly one creates it.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return () => {
        if (currentOwner(dataDir)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const live = currentOwner(dataDir);
      if (live) throw new DataDirInUseError(dataDir, live);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
