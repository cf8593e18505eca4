// The app processes, each started by deploy/start-app.sh in a release folder (what the Dockerfile's CMD runs), with
// production settings; stopped with SIGTERM and waited for, as a process manager does.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';

export interface AppProcess {
  /** INSTANCE_ID: the `x-instance` header of its answers. */
  instance: string;
  port: number;
  release: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export function startApp(options: {
  instance: string;
  port: number;
  release: string;
  env: Record<string, string>;
  logDir: string;
}): AppProcess {
  const log = openSync(path.join(options.logDir, `app-${options.instance}.log`), 'a');
  const child = spawn('sh', [path.join(options.release, 'deploy/start-app.sh')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...options.env,
      PORT: String(options.port),
      INSTANCE_ID: options.instance,
    },
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { instance: options.instance, port: options.port, release: options.release, child, exited };
}

/** Waits for `GET /healthz` straight from the process (not through nginx) to answer 200. */
export async function waitHealthy(app: AppProcess, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void app.exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`app process ${app.instance} exited with ${exitCode} while starting; see its log`);
    try {
      const response = await fetch(`http://127.0.0.1:${app.port}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`app process ${app.instance} is not healthy after ${timeoutMs / 1000} s; see its log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM and wait for the exit; returns its code and how long draining took. */
export async function stopApp(app: AppProcess, timeoutMs = 40_000): Promise<{ exitCode: number | null; drainMs: number }> {
  const started = Date.now();
  app.child.kill('SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  const result = await Promise.race([app.exited, timeout]);
  if (result === 'timeout') {
    app.child.kill('SIGKILL');
    throw new Error(`app process ${app.instance} did not exit within ${timeoutMs / 1000} s of SIGTERM`);
  }
  return { exitCode: result, drainMs: Date.now() - started };
}
