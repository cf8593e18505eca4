// How many event streams one session may hold open in this process (LIVE_STREAMS_PER_SESSION): one buyer once held
// 250, each a socket and a listener. Past it, the next stream is refused before anything is written
// (src/server/features/live/routes.ts).
export interface StreamLimit {
  /** A place for one more stream of this session and the function that gives it back, or `null` when it is full. */
  take(sessionId: string): (() => void) | null;
}

export function createStreamLimit(perSession: number): StreamLimit {
  const open = new Map<string, number>();
  return {
    take(sessionId) {
      const count = open.get(sessionId) ?? 0;
      if (count >= perSession) return null;
      open.set(sessionId, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(sessionId) ?? 1) - 1;
        if (left > 0) open.set(sessionId, left);
        else open.delete(sessionId);
      };
    },
  };
}
