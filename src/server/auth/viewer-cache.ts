// Viewers this process resolved, by session cookie, kept for a few seconds so a signed-in request costs no query. Whatever ends a
// session or changes an account or institution, in any process, empties every process's cache at commit (the
// triggers of drizzle/0009_viewer_changes_notify.sql, heard through LISTEN); the routes that do it in this process
// also empty it before they answer, so their own caller's next request never sees the old viewer
// (docs/decisions/0097-viewer-cache.md).
import type { Viewer } from './viewer';

export const viewerCacheMs = 5_000;
const maxEntries = 10_000;

interface Entry {
  viewer: Viewer;
  /** The earlier of the cache's own expiry and the session's. */
  until: number;
}

export class ViewerCache {
  private entries = new Map<string, Entry>();
  /** Moves on every clear: a lookup that began before a clear must not store what it read. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(cookie: string): Viewer | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.viewer;
    this.entries.delete(cookie);
    return undefined;
  }

  /** The generation to hand back to `set`, taken before the lookup starts. */
  startLookup(): number {
    return this.generation;
  }

  set(cookie: string, viewer: Viewer, sessionExpiresAt: Date, lookupGeneration: number) {
    if (lookupGeneration !== this.generation) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookie, { viewer, until: Math.min(this.now() + viewerCacheMs, sessionExpiresAt.getTime()) });
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
