// A plain SQL dump of the embedded database, by PostgreSQL's own pg_dump compiled to WebAssembly
// (@electric-sql/pglite-tools). pg_dump talks to PGlite synchronously, so it must run in the process that owns
// the files: the server for a backup taken while it runs (through the backup socket), or the command itself.
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

export async function dumpSql(pglite: PGlite): Promise<string> {
  // Both of PGlite's locks: no app query or tool transaction runs while pg_dump reads, so the dump is one
  // consistent moment, and pg_dump's own BEGIN/COMMIT never lands inside someone else's transaction.
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const session = withoutLocks(pglite);
      try {
        const file = await pgDump({ pg: session, args: ['--no-owner', '--no-privileges'] });
        return await file.text();
      } finally {
        // pg_dump leaves as a client does, by disconnecting: its read-only transaction and its settings (timeouts
        // off, row security off…) would stay on the session the app shares, and every write after it would fail.
        await session.exec('rollback');
        await session.exec('reset all');
      }
    }),
  );
}

/** The calls pg_dump makes on PGlite, without taking the locks already held above (they are not re-entrant). */
function withoutLocks(pglite: PGlite): PGlite {
  const simple = async (text: string) => {
    // execProtocolStream, not execProtocol: PGlite leaves the last raw stream's callback installed (the socket
    // server's), and execProtocol's answer would go to it instead of coming back here.
    const messages = await pglite.execProtocolStream(simpleQuery(text));
    const rows = messages.flatMap((message) => (message.name === 'dataRow' && 'fields' in message ? [message.fields as string[]] : []));
    return rows;
  };
  return {
    // pg_dump reads one setting by name (`SHOW SEARCH_PATH`) and puts it back afterwards.
    query: async (text: string) => ({ rows: (await simple(text)).map(([value]) => ({ search_path: value })) }),
    exec: (text: string) => simple(text),
    execProtocolRawStream: (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) =>
      pglite.execProtocolRawStream(message, options),
  } as unknown as PGlite;
}

export function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}
