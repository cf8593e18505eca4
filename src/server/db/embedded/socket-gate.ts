// What the socket server sees of the app's PGlite. PGlite is one PostgreSQL session: the app's queries and the
// socket clients' messages share it. pglite-socket runs each protocol message under PGlite's query lock only,
// so an app query could land inside a tool's open transaction (and be rolled back with it) or between the
// Parse and Execute of its statement. The gate takes PGlite's transaction lock, which every app query and
// transaction waits on, from a tool's first message until PostgreSQL reports it idle again (ReadyForQuery 'I').
import type { PGlite } from '@electric-sql/pglite';
import { simpleQuery } from './dump';

type RawStreamOptions = Parameters<PGlite['execProtocolRawStream']>[1];

/** A tool idle this long inside a transaction is rolled back, because the whole app waits while it is open. */
export const idleInTransactionTimeoutMs = 5_000;

export function gatedForSocketClients(pglite: PGlite, onTimeout: (message: string) => void, idleTimeoutMs = idleInTransactionTimeoutMs) {
  let release: (() => void) | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let idle = true;

  const hold = () =>
    new Promise<() => void>((acquired) => {
      void pglite._runExclusiveTransaction(() => new Promise<void>((done) => acquired(done)));
    });
  const letGo = () => {
    clearTimeout(idleTimer);
    release?.();
    release = null;
  };
  const run = async (message: Uint8Array, options: RawStreamOptions) => {
    // Terminate ('X') ends one tool's connection, not the session the app shares: PGlite must not see it.
    if (message[0] === terminate) return endToolSession();
    clearTimeout(idleTimer);
    release ??= await hold();
    let tail: Uint8Array = new Uint8Array(0);
    await pglite.runExclusive(() =>
      pglite.execProtocolRawStream(message, {
        ...options,
        onRawData: (data) => {
          tail = lastBytes(tail, data, 6);
          options.onRawData(data);
        },
      }),
    );
    idle = endsWithReadyForQuery(tail, 'I');
    if (idle) return letGo();
    idleTimer = setTimeout(() => void rollBackAbandoned(), idleTimeoutMs).unref();
  };
  const execute = (text: string) =>
    pglite.runExclusive(() => pglite.execProtocolRawStream(simpleQuery(text), { onRawData: () => undefined }));
  const rollBack = async () => {
    if (!release) return;
    await execute('rollback');
    idle = true;
    letGo();
  };
  const rollBackAbandoned = async () => {
    onTimeout(`a local tool left a transaction open for ${idleTimeoutMs / 1000} s: rolled back so the app can go on`);
    await rollBack();
  };
  // What a tool SET (a timeout, a search path) would otherwise stay on the session the app goes on using.
  const endToolSession = async () => {
    clearTimeout(idleTimer);
    release ??= await hold();
    if (!idle) await execute('rollback');
    await execute('reset all');
    idle = true;
    letGo();
  };

  // The subset of PGlite that PGLiteSocketServer calls.
  return {
    waitReady: pglite.waitReady,
    isInTransaction: () => !idle,
    runExclusive: <T>(fn: () => Promise<T>) => fn(),
    execProtocolRawStream: run,
    // Called when a client disconnects inside a transaction.
    exec: () => rollBack(),
  } as unknown as PGlite;
}

const terminate = 0x58;

function lastBytes(previous: Uint8Array, data: Uint8Array, count: number): Uint8Array {
  const joined = new Uint8Array(previous.length + data.length);
  joined.set(previous);
  joined.set(data, previous.length);
  return joined.slice(-count);
}

/** ReadyForQuery is 'Z', length 5, then the transaction status: 'I' idle, 'T' in a transaction, 'E' failed one. */
function endsWithReadyForQuery(tail: Uint8Array, status: 'I' | 'T' | 'E'): boolean {
  const expected = [0x5a, 0, 0, 0, 5, status.charCodeAt(0)];
  return tail.length === 6 && expected.every((byte, index) => tail[index] === byte);
}
