import { describe, expect, it } from 'vitest';
import type { Viewer } from './viewer';
import { ViewerCache, viewerCacheMs } from './viewer-cache';

const viewer = (userId: string): Viewer => ({
  userId,
  email: `${userId}@example.com`,
  name: 'Ana',
  emailVerified: true,
  role: 'buyer',
  sessionId: `s-${userId}`,
  institution: null,
  twoFactorEnabled: false,
  secondFactorAt: null,
  sessionStartedAt: new Date(),
  lastSeenAt: new Date(),
});
const farFuture = new Date('2099-01-01');

function cacheAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, cache: new ViewerCache(() => clock.now) };
}

describe('ViewerCache', () => {
  it('keeps a viewer for a few seconds, then forgets it', () => {
    const { clock, cache } = cacheAt();
    cache.set('t1', viewer('a'), farFuture, cache.startLookup());
    clock.now += viewerCacheMs - 1;
    expect(cache.get('t1')?.userId).toBe('a');
    clock.now += 1;
    expect(cache.get('t1')).toBeUndefined();
  });

  it('never keeps a viewer past its session', () => {
    const { clock, cache } = cacheAt();
    cache.set('t1', viewer('a'), new Date(clock.now + 100), cache.startLookup());
    clock.now += 100;
    expect(cache.get('t1')).toBeUndefined();
  });

  it('drops what a lookup read if the cache was cleared while it ran', () => {
    const { cache } = cacheAt();
    const generation = cache.startLookup();
    cache.clear();
    cache.set('t1', viewer('a'), farFuture, generation);
    expect(cache.get('t1')).toBeUndefined();
    cache.set('t1', viewer('a'), farFuture, cache.startLookup());
    expect(cache.get('t1')?.userId).toBe('a');
  });

  it('holds a bounded number of viewers, the oldest out first', () => {
    const { cache } = cacheAt();
    for (let i = 0; i <= 10_000; i++) cache.set(`t${i}`, viewer(`u${i}`), farFuture, cache.startLookup());
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10000')?.userId).toBe('u10000');
  });
});
