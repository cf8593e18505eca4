// The app as `npm start` runs it: scripts/run-built.mjs builds first when dist/ is missing or older than the sources,
// then runs the compiled server (dist/server/main.js), here on a free port and a scratch embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForHealth } from '../../src/test/server-process';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

export async function startApp(dataDir: string): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // No NODE_ENV: the server's config then defaults to development, and a build run-built makes first stays a
  // production build (NODE_ENV=development would give Vite React's development bundle).
  const environment = { ...process.env };
  delete environment.NODE_ENV;
  const child = spawn(process.execPath, [path.resolve('scripts/run-built.mjs'), 'main'], {
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    // The build's progress (stderr) shows as it happens; the server's own log is not wanted.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(chunk);
  });
  try {
    // A build first can take a few minutes on a busy two-core machine.
    await waitForHealth(`${url}/healthz`, child, 600_000, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, stop };
}
