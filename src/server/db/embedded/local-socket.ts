// The server shares its embedded database with local tools (the CLIs, psql, drizzle-kit studio, backups) over a
// Unix socket in the data directory, named as PostgreSQL names its own, so `psql -h <DATA_DIR>` finds it.
import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serveBackups } from './backup-socket';
import { gatedForSocketClients } from './socket-gate';

export const socketPort = 5432;
export const socketPath = (dataDir: string) => path.join(path.resolve(dataDir), `.s.PGSQL.${socketPort}`);

export interface ToolLog {
  warn(message: string): void;
  error(error: unknown): void;
}

/** Both sockets: PostgreSQL's protocol for the tools, and the backup request (./backup-socket.ts). */
export async function serveLocalTools(pglite: PGlite, dataDir: string, log: ToolLog, idleTimeoutMs?: number): Promise<() => Promise<void>> {
  const stopSql = await serveSqlSocket(pglite, dataDir, log.warn, idleTimeoutMs);
  const stopBackups = await serveBackups(pglite, dataDir, log.error).catch(async (error: unknown) => {
    await stopSql();
    throw error;
  });
  return async () => {
    await stopBackups();
    await stopSql();
  };
}

async function serveSqlSocket(
  pglite: PGlite,
  dataDir: string,
  warn: (message: string) => void,
  idleTimeoutMs?: number,
): Promise<() => Promise<void>> {
  const file = socketPath(dataDir);
  // The caller holds the directory's lock, so a socket file left here belongs to a process that is gone.
  rmSync(file, { force: true });
  const server = new PGLiteSocketServer({ db: gatedForSocketClients(pglite, warn, idleTimeoutMs), path: file, maxConnections: 8 });
  await server.start();
  // No password on this socket: only the account that runs the server may connect.
  chmodSync(file, 0o600);
  return async () => {
    await server.stop();
    rmSync(file, { force: true });
  };
}
