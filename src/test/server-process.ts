// The real server (src/server/main.ts) as its own process on an embedded data directory, and the commands
// beside it, for the tests that are about processes: sharing the files, crashing, backing up.
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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const [node, args] = tsNode('src/server/main.ts');
  const child = spawn(node, args, { env: environment(dataDir, { PORT: String(port), PUBLIC_URL: url, ...extra }) });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(`${url}/healthz`, child, 60_000, () => output);
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
