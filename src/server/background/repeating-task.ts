// One loop for every background job of the server process (the e-mail outbox, webhook deliveries, saved-search
// digests, housekeeping): run a pass, wait, run again; stop() waits for the pass under way, so its writes finish
// before the database closes. A pass must catch its own errors: the loop keeps going whatever a pass did.

export interface RepeatingTask {
  /** Waits for the pass under way, then stops. */
  stop(): Promise<void>;
}

export interface RepeatingTaskOptions {
  /** Resolves `true` when there is more to do at once (a full batch), so the next pass starts without waiting. */
  pass: () => Promise<boolean | void>;
  everyMs: number;
  firstDelayMs?: number;
}

export function startRepeatingTask({ pass, everyMs, firstDelayMs = 0 }: RepeatingTaskOptions): RepeatingTask {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().then((more) => schedule(more === true ? 0 : everyMs));
    }, delay);
    // A waiting loop never keeps the process alive on its own.
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
