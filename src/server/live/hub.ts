// One LISTEN per process; every open event stream of this process is woken by the NOTIFYs that concern it and
// reads its new rows from live_events, in id order, so nothing is skipped or sent twice (docs/decisions/0046).
import { and, asc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { schema } from '../db/client';
import { liveChannel, type Audience } from './publish';

export interface StoredEvent {
  id: number;
  type: string;
  payload: unknown;
}

export interface LiveStream {
  audiences: Audience[];
  /** The last event id this stream has delivered. */
  lastId: number;
  deliver(events: StoredEvent[]): void;
}

interface Entry {
  stream: LiveStream;
  running: Promise<void>;
  again: boolean;
}

export interface LiveHub {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Adds a stream; resolves after its replay of events newer than `lastId` has been delivered. */
  add(stream: LiveStream): Promise<() => void>;
  /** The newest event id, where a stream without Last-Event-ID starts. */
  latestId(audiences: Audience[]): Promise<number>;
  readonly size: number;
}

const batch = 200;

export function createLiveHub(database: Database, log: { error(obj: unknown, msg?: string): void }): LiveHub {
  const entries = new Set<Entry>();
  let unlisten: (() => Promise<void>) | null = null;

  const audienceWhere = (audiences: Audience[]): SQL =>
    or(...audiences.map((a) => and(eq(schema.liveEvents.audienceKind, a.kind), eq(schema.liveEvents.audienceId, a.id))))!;

  async function pull(entry: Entry): Promise<void> {
    for (;;) {
      const rows = await database.db
        .select({ id: schema.liveEvents.id, type: schema.liveEvents.type, payload: schema.liveEvents.payload })
        .from(schema.liveEvents)
        .where(and(audienceWhere(entry.stream.audiences), gt(schema.liveEvents.id, entry.stream.lastId)))
        .orderBy(asc(schema.liveEvents.id))
        .limit(batch);
      if (rows.length === 0) return;
      entry.stream.lastId = rows[rows.length - 1]!.id;
      entry.stream.deliver(rows);
      if (rows.length < batch) return;
    }
  }

  /** One pull at a time per stream; a wake-up during a pull runs one more pull after it. */
  function wake(entry: Entry): Promise<void> {
    if (entry.again) return entry.running;
    entry.again = true;
    entry.running = entry.running.then(async () => {
      entry.again = false;
      await pull(entry).catch((error: unknown) => log.error({ err: error }, 'live event pull failed'));
    });
    return entry.running;
  }

  function onNotify(payload: string) {
    let target: { kind?: string; audience?: string } = {};
    try {
      target = payload ? (JSON.parse(payload) as typeof target) : {};
    } catch {
      target = {};
    }
    for (const entry of entries) {
      const concerned = !target.kind || entry.stream.audiences.some((a) => a.kind === target.kind && a.id === target.audience);
      if (concerned) void wake(entry);
    }
  }

  return {
    async start() {
      unlisten = await database.listen(liveChannel, onNotify);
    },
    async stop() {
      entries.clear();
      const stop = unlisten;
      unlisten = null;
      await stop?.();
    },
    async add(stream) {
      const entry: Entry = { stream, running: Promise.resolve(), again: false };
      entries.add(entry);
      await wake(entry);
      return () => {
        entries.delete(entry);
      };
    },
    async latestId(audiences) {
      const [row] = await database.db
        .select({ id: sql<number | null>`max(${schema.liveEvents.id})` })
        .from(schema.liveEvents)
        .where(audienceWhere(audiences));
      return Number(row?.id ?? 0);
    },
    get size() {
      return entries.size;
    },
  };
}
