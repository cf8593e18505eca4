// The two servers under load, each its own process on the same database: the app as `npm start` runs it (the
// compiled build, built first when stale), and the bare peer.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { freePort, waitForHealth } from '../../src/test/server-process';
import { processCpuMs } from './cpu';

export interface Running {
  url: string;
  /** This server's CPU time so far, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // From source (tsx) while iterating, so a build in progress elsewhere in the checkout does not get in the way.
  const entry = options.fromSource
    ? ['--import', 'tsx', path.resolve('src/server/main.ts')]
    : [path.resolve('scripts/run-built.mjs'), 'main'];
  const child = spawn(process.execPath, [...options.nodeArgs, ...entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'bench-api-secret-bench-api-secret-bench',
      PAYMENT_PROVIDER: 'simulated',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'info',
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    // A first build can take a minute.
    await waitForHealth(`${url}/healthz`, child, 180_000, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, cpuMs: () => processCpuMs(child.pid!), stop: stopper(child) };
}

export async function startBarePeer(databaseUrl: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench-api/bare-peer.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare peer exited with ${code}`)));
  });
  return { url, cpuMs: () => processCpuMs(child.pid!), stop: stopper(child) };
}
