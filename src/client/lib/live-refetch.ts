// Whether the live-events stream is open (app/live-events.ts keeps it): queries it keeps fresh poll only when it is not.
import { useSyncExternalStore } from 'react';

export const pollingIntervalMs = 15_000;
let fallback = false;
const listeners = new Set<() => void>();
export function setLivePollingFallback(next: boolean) {
  if (fallback === next) return;
  fallback = next;
  listeners.forEach((listener) => listener());
}

/** `refetchInterval` for the queries live events keep fresh: off while the stream is open, polling otherwise. */
export function useLiveRefetchInterval(): number | false {
  const polling = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fallback,
    () => false,
  );
  return polling ? pollingIntervalMs : false;
}
