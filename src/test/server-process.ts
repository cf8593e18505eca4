// The real server (src/server/main.ts) as its own process on an embedded data directory, and the commands
// beside it, for the tests that are about processes: sharing the files, crashing, backing up; and the built server
// the benchmarks (scripts/bench-*) measure.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// One node process running the TypeScript (not the tsx CLI, which forks a child that a SIGKILL would orphan).
const tsNode = (script: string) => [process.execPath, ['--import', 'tsx', path.resolve(script)]] as const;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote to stderr and stdout so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const environment = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** Starts the server and waits until /healthz answers (or the process exits, which rejects with its output). */
export async function startServer(dataDir: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  return launch(tsNode('src/server/main.ts'), (port, url) => environment(dataDir, { PORT: String(port), PUBLIC_URL: url, ...extra }));
}

export interface BenchServerOptions {
  /** The whole environment beside PORT, HOST and PUBLIC_URL, which are the launcher's. */
  env: NodeJS.ProcessEnv;
  /** Extra flags for node (`--cpu-prof`). */
  nodeArgs?: string[];
  /** Run the TypeScript (tsx) instead of the build, so a build in progress elsewhere does not get in the way. */
  fromSource?: boolean;
  /** Where the server's standard output goes; by default it is dropped (a benchmark's request log would fill memory). */
  stdout?: NodeJS.WritableStream;
}

/**
 * The server as `npm start` runs it, for the benchmarks: scripts/run-built.mjs builds first when dist/ is missing or
 * stale, so the first start may take minutes; its progress (stderr) shows as it happens.
 */
export async function startBenchServer(options: BenchServerOptions): Promise<ServerProcess> {
  const entry = options.fromSource ? tsNode('src/server/main.ts')[1] : [path.resolve('scripts/run-built.mjs'), 'main'];
  return launch(
    [process.execPath, [...(options.nodeArgs ?? []), ...entry]],
    (port, url) => ({ ...options.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url }),
    { stdout: options.stdout ?? 'drop', timeoutMs: 600_000, echoStderr: true },
  );
}

/** Spawns on a free port and waits for /healthz; `stdout: 'keep'` adds standard output to what output() returns. */
async function launch(
  [node, args]: readonly [string, readonly string[]],
  env: (port: number, url: string) => NodeJS.ProcessEnv,
  options: { stdout: 'keep' | 'drop' | NodeJS.WritableStream; timeoutMs: number; echoStderr?: boolean } = {
    stdout: 'keep',
    timeoutMs: 60_000,
  },
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(node, args, { env: env(port, url), stdio: ['ignore', options.stdout === 'drop' ? 'ignore' : 'pipe', 'pipe'] });
  let output = '';
  if (options.stdout === 'keep') child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  else if (options.stdout !== 'drop') child.stdout!.pipe(options.stdout);
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (options.echoStderr) process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(`${url}/healthz`, child, options.timeoutMs, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, child, output: () => output, exited };
}

/** Resolves once `url` answers 200; rejects, with what the process printed, if it exits first or time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number, output: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Stops it as an operator would (SIGTERM) and waits for the exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.exited;
}

/** Runs a command from src/server/cli on the data directory; rejects with its output on a non-zero exit. */
export function runCommand(dataDir: string, script: string, args: string[]) {
  const [node, nodeArgs] = tsNode(`src/server/cli/${script}.ts`);
  return run(node, [...nodeArgs, ...args], { env: environment(dataDir) });
}

/** A JSON call with the server's own origin (the app refuses cross-site writes); returns status, body and cookie. */
export async function call(
  server: ServerProcess,
  method: string,
  pathname: string,
  body?: unknown,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { origin: server.url, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown, cookie: cookies.join('; ') };
}
