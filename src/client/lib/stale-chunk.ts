// After a deploy, a tab opened before it asks for screen chunks that no longer exist: the import fails. Reloading
// fetches the new build, but only once: if the reloaded page fails too, the error screen says so instead of looping
// (docs/decisions/0082-error-boundaries-and-stale-chunks.md).

/** The messages browsers and bundlers give a failed dynamic import (Chromium, Safari, Firefox, Vite's CSS preload, webpack). */
const staleChunkMessages = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || staleChunkMessages.some((message) => error.message.includes(message));
}

/** How long after a reload for a stale chunk another one is refused: longer than any page takes to load. */
export const reloadGuardMs = 60_000;
const guardKey = 'casa-joven:stale-chunk-reload';

export interface ReloadGuard {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** When this page was loaded (`performance.timeOrigin`): a reload asked after it has not happened yet. */
  pageLoadedAt: number;
  now: number;
  reload: () => void;
}

const browserGuard = (): ReloadGuard => ({
  storage: window.sessionStorage,
  pageLoadedAt: performance.timeOrigin,
  now: Date.now(),
  reload: () => window.location.reload(),
});

type Decision = 'under-way' | 'allowed' | 'refused';

function decide(guard: Omit<ReloadGuard, 'reload'>): Decision {
  try {
    const last = Number(guard.storage.getItem(guardKey)) || 0;
    if (last >= guard.pageLoadedAt) return 'under-way';
    return guard.now - last >= reloadGuardMs ? 'allowed' : 'refused';
  } catch {
    return 'refused'; // No session storage, no guard against a loop: never reload.
  }
}

/** Whether the page is reloading, or may reload, for a stale chunk: not when it was reloaded for one a moment ago. */
export const staleChunkReloadWanted = (guard: Omit<ReloadGuard, 'reload'> = browserGuard()) => decide(guard) !== 'refused';

/** Reloads the page for a stale chunk once; true when a reload is under way (asked now or earlier by this page). */
export function reloadOnceForStaleChunk(guard: ReloadGuard = browserGuard()): boolean {
  const decision = decide(guard);
  if (decision !== 'allowed') return decision === 'under-way';
  try {
    guard.storage.setItem(guardKey, String(guard.now));
  } catch {
    return false;
  }
  guard.reload();
  return true;
}

/** Vite announces a failed preload of a lazy screen's files with this event; the screen's error boundary still shows the error. */
export function reloadOnStalePreloads() {
  window.addEventListener('vite:preloadError', () => reloadOnceForStaleChunk());
}
