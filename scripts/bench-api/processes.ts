// The two servers under load, each its own process on the same database: the app as `npm start` runs it (the
// compiled build, built first when stale), and the bare peer.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { startBenchServer, stopServer, type ServerProcess } from '../../src/test/server-process';
import { processCpuMs } from './cpu';

export interface Running {
  url: string;
  /** This server's CPU time so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const running = (server: ServerProcess): Running => ({
  url: server.url,
  cpuMs: () => processCpuMs(server.child.pid!),
  stop: () => stopServer(server),
});

/**
 * The app in production mode with the demo data, rate limits raised out of the way (their hooks still run), and its
 * request log (info, every request, as in production) written to `logFile`. `nodeArgs` lets a run add --cpu-prof;
 * `fromSource` runs the TypeScript instead of the build.
 */
export async function startApp(
  databaseUrl: string,
  logFile: string,
  options: { nodeArgs: string[]; fromSource: boolean },
): Promise<Running> {
  const server = await startBenchServer({
    ...options,
    stdout: createWriteStream(logFile),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'bench-api-secret-bench-api-secret-bench',
      DATA_ENCRYPTION_KEY: 'bench:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
      PAYMENT_PROVIDER: 'simulated',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
  });
  return running(server);
}

/** The peer prints its URL when it listens (it picks its own port). */
export async function startBarePeer(databaseUrl: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench-api/bare-peer.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    void exited.then((code) => reject(new Error(`the bare peer exited with ${code}`)));
  });
  return running({ url, child, exited, output: () => '' });
}
