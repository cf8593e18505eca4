// While the server runs, `npm run db:backup` asks it for the dump over a second Unix socket in the data
// directory (pg_dump must run where PGlite lives: ./dump.ts). One request, one answer: the SQL, then the end.
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dumpSql } from './dump';

export const backupSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), '.casa-joven-backup.sock');
const request = 'dump\n';
const failure = '\0error:';

export async function serveBackups(pglite: PGlite, dataDir: string, logError: (error: unknown) => void): Promise<() => Promise<void>> {
  const file = backupSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (data) => {
      if (data.toString() !== request) return socket.destroy();
      dumpSql(pglite).then(
        (dump) => socket.end(dump),
        (error: unknown) => {
          logError(error);
          socket.end(`${failure}${error instanceof Error ? error.message : String(error)}`);
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(file, { force: true });
        resolve();
      }),
    );
}

/** The running server's dump of its data directory. */
export function requestBackup(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(backupSocketPath(dataDir), () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      if (answer.startsWith(failure)) reject(new Error(`the server could not dump the database: ${answer.slice(failure.length)}`));
      else if (answer === '') reject(new Error('the server closed the backup socket without an answer'));
      else resolve(answer);
    });
  });
}
