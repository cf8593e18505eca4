// The photo-processing queue takes turns between institutions (docs/decisions/0120-photo-queue-takes-turns.md).
import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

/** A task whose end the test decides: `finish()` settles it; `started` says whether the queue began it. */
function task(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, finish: () => finish() };
  const work = async () => {
    state.started = true;
    log.push(name);
    await done;
    return name;
  };
  return { state, work };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it("runs another institution's one task after at most one task of an institution that queued eleven", async () => {
    const queue = new FairQueue(2);
    const log: string[] = [];
    const big = Array.from({ length: 11 }, (_, index) => task(log, `a${index + 1}`));
    const results = big.map(({ work }) => queue.run('institution:a', work));
    const small = task(log, 'b1');
    const smallResult = queue.run('institution:b', small.work);
    await settle();
    // A alone used both slots; B arrived while they were busy.
    expect(log).toEqual(['a1', 'a2']);

    big[0]!.state.finish();
    await settle();
    // The first free slot goes to B, not to A's third photo.
    expect(log).toEqual(['a1', 'a2', 'b1']);

    big[1]!.state.finish();
    await settle();
    expect(log).toEqual(['a1', 'a2', 'b1', 'a3']);
    small.state.finish();
    expect(await smallResult).toBe('b1');
    for (const { state } of big) state.finish();
    expect(await Promise.all(results)).toEqual(big.map((_, index) => `a${index + 1}`));
  });

  it('takes turns between waiting institutions, one slot each while others wait, and never runs more than its slots', async () => {
    const queue = new FairQueue(2);
    const log: string[] = [];
    const tasks = new Map<string, ReturnType<typeof task>>();
    const add = (key: string, name: string) => {
      const made = task(log, name);
      tasks.set(name, made);
      void queue.run(key, made.work);
    };
    for (const name of ['a1', 'a2', 'a3', 'a4']) add('a', name);
    for (const name of ['b1', 'b2']) add('b', name);
    add('c', 'c1');
    await settle();
    expect(log).toEqual(['a1', 'a2']);

    const running = () => [...tasks.entries()].filter(([, made]) => made.state.started).length;
    const finish = async (name: string) => {
      tasks.get(name)!.state.finish();
      tasks.delete(name);
      await settle();
    };
    await finish('a1');
    expect(log.at(-1)).toBe('b1');
    await finish('a2');
    // A has nothing running now, but C has waited without a turn.
    expect(log.at(-1)).toBe('c1');
    await finish('b1');
    expect(log.at(-1)).toBe('a3');
    await finish('c1');
    expect(log.at(-1)).toBe('b2');
    expect(running()).toBe(2);
    await finish('a3');
    expect(log.at(-1)).toBe('a4');
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
  });

  it('frees the slot of a task that fails, and passes the failure to its caller', async () => {
    const queue = new FairQueue(1);
    const failed = queue.run('a', () => Promise.reject(new Error('roto')));
    const next = queue.run('b', () => Promise.resolve('siguiente'));
    await expect(failed).rejects.toThrow('roto');
    expect(await next).toBe('siguiente');
  });
});
