// What the rehearsal started, undone in reverse order when it ends: on success, on a failed check, on an exception,
// on Ctrl-C. Each step is synchronous (a signal or a spawnSync), so it also runs from process.on('exit').
export class Cleanup {
  private readonly steps: Array<{ what: string; run: () => void }> = [];
  private done = false;

  /** `run` undoes something just started; registered right after starting it. */
  add(what: string, run: () => void) {
    this.steps.push({ what, run });
  }

  runAll() {
    if (this.done) return;
    this.done = true;
    for (const step of this.steps.reverse()) {
      try {
        step.run();
      } catch (error) {
        console.error(`cleanup: ${step.what} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Runs every step once, whichever way the process ends. */
  installHandlers() {
    process.on('exit', () => this.runAll());
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => {
        console.error(`\nrehearsal: ${signal}, cleaning up`);
        this.runAll();
        process.exit(130);
      });
    }
  }
}

/** SIGTERM, then SIGKILL if the process is still there a few seconds later. */
export function killProcess(pid: number | undefined) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + 5_000;
  while (alive(pid) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

export function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
