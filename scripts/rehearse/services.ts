// What the app processes share besides nginx: one PostgreSQL database (a new one per run, on the machine's server),
// one Redis (a server of the rehearsal's own, so stopping it touches nobody else's) and an SMTP catcher that keeps
// every mail as a file.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { waitForPort } from './ports';

/** `postgres://user@host:port` of the machine's server (REHEARSAL_POSTGRES_URL changes it). */
export const postgresServer = (process.env.REHEARSAL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

function psql(sql: string) {
  execFileSync('psql', [`${postgresServer}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A new, empty database; returns its URL. */
export function createDatabase(name: string): string {
  psql(`create database "${name}"`);
  return `${postgresServer}/${name}`;
}

/** Drops it, ending whatever sessions are still connected. */
export function dropDatabase(name: string) {
  psql(`drop database if exists "${name}" with (force)`);
}

export function checkPostgres() {
  try {
    psql('select 1');
  } catch {
    throw new Error(`PostgreSQL does not answer at ${postgresServer} (start it, or set REHEARSAL_POSTGRES_URL): .ci/run shows how`);
  }
}

export async function startRedis(port: number, log: string): Promise<ChildProcess> {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('redis-server is missing: apt-get install -y redis-server');
  }
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--logfile', log],
    {
      stdio: 'ignore',
    },
  );
  await waitForPort(port, 10_000, 'redis-server');
  return child;
}

/** Accepts every mail on a loopback port and writes each to `dir` as `<n>.eml` (the spec reads them). */
export async function startSmtpCatcher(port: number, dir: string): Promise<SMTPServer> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${++count}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}
