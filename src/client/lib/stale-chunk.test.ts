import { describe, expect, it } from 'vitest';
import { isStaleChunkError, reloadGuardMs, reloadOnceForStaleChunk, staleChunkReloadWanted, type ReloadGuard } from './stale-chunk';

describe('isStaleChunkError', () => {
  it('recognises a failed dynamic import in every browser, and a bundler chunk error', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/login-page-abc.js'))).toBe(
      true,
    );
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new TypeError('error loading dynamically imported module: http://localhost/assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isStaleChunkError(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
  });

  it('leaves every other error to the retry screen', () => {
    expect(isStaleChunkError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isStaleChunkError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isStaleChunkError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });
});

describe('reloadOnceForStaleChunk', () => {
  const pageLoadedAt = 1_000_000;
  const tab = () => {
    const stored = new Map<string, string>();
    let reloads = 0;
    const guard = (now: number, loadedAt = pageLoadedAt): ReloadGuard => ({
      storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
      pageLoadedAt: loadedAt,
      now,
      reload: () => reloads++,
    });
    return { guard, reloads: () => reloads };
  };

  it('reloads the first time, and only once however often this page asks', () => {
    const { guard, reloads } = tab();
    expect(staleChunkReloadWanted(guard(pageLoadedAt + 10))).toBe(true);
    expect(reloadOnceForStaleChunk(guard(pageLoadedAt + 10))).toBe(true);
    expect(reloadOnceForStaleChunk(guard(pageLoadedAt + 20))).toBe(true);
    expect(reloads()).toBe(1);
  });

  it('does not reload the reloaded page again when its chunk fails too: the retry screen shows', () => {
    const { guard, reloads } = tab();
    reloadOnceForStaleChunk(guard(pageLoadedAt + 10));
    const reloadedAt = pageLoadedAt + 500;
    expect(staleChunkReloadWanted(guard(reloadedAt + 100, reloadedAt))).toBe(false);
    expect(reloadOnceForStaleChunk(guard(reloadedAt + 100, reloadedAt))).toBe(false);
    expect(reloads()).toBe(1);
  });

  it('reloads again for a later deploy, once the guard has run out', () => {
    const { guard, reloads } = tab();
    reloadOnceForStaleChunk(guard(pageLoadedAt + 10));
    const later = pageLoadedAt + 10 + reloadGuardMs;
    expect(reloadOnceForStaleChunk(guard(later, later - 1000))).toBe(true);
    expect(reloads()).toBe(2);
  });

  it('never reloads without session storage to guard against a loop', () => {
    let reloads = 0;
    const broken: ReloadGuard = {
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
      },
      pageLoadedAt,
      now: pageLoadedAt + 10,
      reload: () => reloads++,
    };
    expect(reloadOnceForStaleChunk(broken)).toBe(false);
    expect(reloads).toBe(0);
  });
});
