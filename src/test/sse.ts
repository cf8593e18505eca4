// A Server-Sent Events client for tests: connects over real HTTP, parses events, waits for the ones asked for.
export interface SseEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface SseConnection {
  events: SseEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, cookie: string, lastEventId?: string): Promise<SseConnection> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`event stream answered ${response.status}`);
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          events.push({ id: fields.get('id') ?? null, event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data')!) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  return {
    events,
    ended,
    close: () => controller.abort(),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        function check() {
          const found = events.find(match);
          if (found) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve(found);
          }
        }
        waiters.add(check);
        check();
      });
    },
  };
}
