// The server process (forked by server-process.ts, BENCH_SERVER_DB names its database): a fresh database, the bulk load, the real app
// on a free port, then commands from the load generator (explain, a deep cursor, memory and timing windows, forgetting the audit
// rows, shutdown) until it says to stop.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { encodeCursor } from '../../src/server/features/bank-leads/cursor';
import { openBenchDatabase, rowsOf } from './database';
import { explain } from './explain';
import { startMemorySampler } from './memory';
import type { DbKind } from './options';
import type { Command, Ready, Reply } from './protocol';
import { loadBenchData } from './seed';

async function runServer(kind: DbKind) {
  const { database, cleanup } = await openBenchDatabase(kind);
  try {
    await serve(database, cleanup);
  } catch (error) {
    // A failed load must not leave a casa_bench_* database or a temporary directory behind.
    await database.close().catch(() => undefined);
    await cleanup().catch(() => undefined);
    throw error;
  }
}

async function serve(database: Database, cleanup: () => Promise<void>) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      AUTH_SECRET: `bench-${Math.random().toString(36).slice(2)}-${'x'.repeat(32)}`,
      RATE_LIMIT_API_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    }),
    clientDir: null,
  };
  const built = await buildApp(config, { database, logger: false });
  const { app, auth } = built;
  const db = built.database.db;

  const loaded = await loadBenchData(auth, db);
  const versionRows = await db.execute<{ version: string }>(sql`select version() as version`);
  const version = rowsOf<{ version: string }>(versionRows)[0]!.version;

  // Server-side time of each response (Fastify's own clock, from the request's arrival to the reply's end).
  let timings: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    timings?.push(reply.elapsedTime);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);

  let memory: ReturnType<typeof startMemorySampler> | null = null;
  const handle = async (command: Command): Promise<unknown> => {
    switch (command.type) {
      case 'explain':
        return explain(built.database, loaded.benchedId, command.url);
      case 'cursor-at': {
        const found = await db.execute<{ t: string; id: string }>(sql`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id
          from leads order by created_at desc, id desc offset ${command.offset}::int limit 1`);
        const row = rowsOf<{ t: string; id: string }>(found)[0]!;
        return encodeCursor({ createdAt: row.t, id: row.id });
      }
      case 'memory-start':
        memory = startMemorySampler();
        return memory.before;
      case 'memory-stop': {
        const report = memory!.stop();
        memory = null;
        return report;
      }
      case 'timing-start':
        timings = [];
        return null;
      case 'timing-stop': {
        const recorded = timings ?? [];
        timings = null;
        return recorded;
      }
      case 'forget-audit':
        await db.execute(sql`delete from contact_access_audit`);
        return null;
      case 'shutdown':
        await app.close();
        await database.close();
        await cleanup();
        setImmediate(() => process.exit(0));
        return null;
    }
  };
  process.on('message', (message: Command) => {
    handle(message).then(
      (value) => process.send!({ id: message.id, type: 'reply', value } satisfies Reply),
      (error: unknown) =>
        process.send!({
          id: message.id,
          type: 'error',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies Reply),
    );
  });
  // If the load generator dies, do not leave a database behind.
  process.on('disconnect', () => void cleanup().finally(() => process.exit(1)));

  const ready: Ready = {
    type: 'ready',
    port,
    publicUrl: config.publicUrl,
    staff: loaded.staff,
    seedSeconds: loaded.seedSeconds,
    counts: loaded.counts,
    versions: version,
  };
  process.send!(ready);
}

runServer(process.env.BENCH_SERVER_DB === 'postgres' ? 'postgres' : 'pglite').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
