// A few slots for heavy work, shared by turns between keys (institutions) instead of first in, first out, so one
// institution's burst cannot make another's photo wait behind all of it (docs/decisions/0120-photo-queue-takes-turns.md).

interface KeyQueue {
  /** Starters of the tasks waiting for a slot, oldest first. */
  waiting: (() => void)[];
  running: number;
  /** When the key last got a slot (a counter); 0 for a key that has not had one yet. */
  served: number;
}

export class FairQueue {
  private running = 0;
  private serves = 0;
  /** Only keys with work waiting or running; insertion order breaks ties, so the first to arrive goes first. */
  private readonly keys = new Map<string, KeyQueue>();

  constructor(private readonly slots: number) {}

  /** Runs `work` once a slot is free and it is `key`'s turn; the slot is freed when it settles, however it settles. */
  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      const queue = this.keys.get(key) ?? { waiting: [], running: 0, served: 0 };
      this.keys.set(key, queue);
      queue.waiting.push(start);
      this.dispatch();
    });
    try {
      return await work();
    } finally {
      this.release(key);
    }
  }

  private release(key: string) {
    const queue = this.keys.get(key)!;
    queue.running -= 1;
    this.running -= 1;
    if (queue.running === 0 && queue.waiting.length === 0) this.keys.delete(key);
    this.dispatch();
  }

  /**
   * Each free slot goes to the waiting key with the fewest tasks running, and among those to the one served longest
   * ago: a key takes a second slot only when no key with nothing running waits, and keys with work take turns.
   */
  private dispatch() {
    while (this.running < this.slots) {
      let next: KeyQueue | undefined;
      for (const queue of this.keys.values()) {
        if (queue.waiting.length === 0) continue;
        if (!next || queue.running < next.running || (queue.running === next.running && queue.served < next.served)) next = queue;
      }
      if (!next) return;
      next.running += 1;
      this.running += 1;
      next.served = ++this.serves;
      next.waiting.shift()!();
    }
  }
}
