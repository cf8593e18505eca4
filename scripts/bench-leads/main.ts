// Issue 5 "Scale": the institution's leads list, summary and CSV export under a realistic volume.
//
//   npm run bench:leads                     # both databases when PostgreSQL answers, else PGlite only
//   BENCH_DB=pglite npm run bench:leads     # pglite | postgres | both
//   npm run bench:leads -- --db=postgres --leads=20000
//
// Environment (or --name=value arguments, e.g. --leads=20000):
//   BENCH_DB            pglite | postgres | both (default both when PostgreSQL is reachable)
//   BENCH_LEADS         leads, one buyer each (default 100000)
//   BENCH_REQUESTS      connection requests (default leads / 10)
//   BENCH_INSTITUTIONS  institutions, one staff login each (default 20)
//   BENCH_SAMPLES       measured requests per scenario and round (default 300), after BENCH_WARMUP (default 30)
//   BENCH_ROUNDS        rounds over all scenarios (default 3); the figures pool every round
//   BENCH_CONCURRENCY   requests in flight (default 10)
//   BENCH_EXPLAIN       1 prints the full EXPLAIN ANALYZE of every scenario's query
//   BENCH_ANALYZE       0 skips VACUUM ANALYZE after the bulk load (PGlite has no autovacuum)
//   BENCH_KEEP          1 keeps the database (PostgreSQL database or PGlite directory, printed) to study plans afterwards
//   BENCH_PROFILE       a directory: the server writes a V8 CPU profile there (open it in Chrome DevTools)
//   BENCH_POSTGRES_URL  server for the PostgreSQL run (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test);
//                       a database casa_bench_* is created on it and dropped afterwards.
//
// The parent process is the load generator; each database runs in a child process of its own (the real app,
// listening on a free port), so the memory figures are the server's alone and one run cannot warm the other.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, schema, type Database, type Db } from '../src/server/db/client';
import { encodeCursor } from '../src/server/features/bank-leads/cursor';
import { listLeadsForBank, summarizeLeadsForBank } from '../src/server/features/bank-leads/service';
import { addStaffLogin, createInstitution } from '../src/server/features/institutions/service';
import { municipalities } from '../src/shared/municipalities';
import { bankLeadPageQuerySchema } from '../src/shared/schemas/bank-leads';

type DbKind = 'pglite' | 'postgres';

// ---------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------

const argOptions = Object.fromEntries(
  process.argv
    .slice(2)
    .map((arg) => /^--([a-z-]+)=(.*)$/.exec(arg))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [`BENCH_${match[1]!.toUpperCase().replace(/-/g, '_')}`, match[2]!]),
);
const option = (name: string) => argOptions[name] ?? process.env[name];

function intOption(name: string, fallback: number, min = 1): number {
  const text = option(name);
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min} (got "${text}")`);
  return value;
}

const leadCount = intOption('BENCH_LEADS', 100_000);
const options = {
  leads: leadCount,
  requests: intOption('BENCH_REQUESTS', Math.max(1, Math.round(leadCount / 10))),
  institutions: intOption('BENCH_INSTITUTIONS', 20, 2),
  samples: intOption('BENCH_SAMPLES', 300),
  warmup: intOption('BENCH_WARMUP', 30, 0),
  rounds: intOption('BENCH_ROUNDS', 3),
  concurrency: intOption('BENCH_CONCURRENCY', 10),
  explain: option('BENCH_EXPLAIN') === '1',
  analyze: option('BENCH_ANALYZE') !== '0',
  keep: option('BENCH_KEEP') === '1',
  profileDir: option('BENCH_PROFILE'),
  postgresUrl: option('BENCH_POSTGRES_URL') ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};

// ---------------------------------------------------------------------------------------------------------
// Messages between the load generator (parent) and the server (child)
// ---------------------------------------------------------------------------------------------------------

interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

interface Ready {
  type: 'ready';
  port: number;
  staff: { email: string; password: string; institutionName: string };
  seedSeconds: number;
  counts: Record<string, number>;
  versions: string;
}

type Command =
  | { id: number; type: 'explain'; url: string }
  | { id: number; type: 'cursor-at'; offset: number }
  | { id: number; type: 'memory-start' }
  | { id: number; type: 'memory-stop' }
  | { id: number; type: 'timing-start' }
  | { id: number; type: 'timing-stop' }
  | { id: number; type: 'shutdown' };

type CommandInput = Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never;

type Reply = { id: number; type: 'reply'; value: unknown } | { id: number; type: 'error'; message: string };

interface ExplainResult {
  sql: string;
  plan: string;
}

interface MemoryReport {
  before: MemorySample;
  peak: MemorySample;
  after: MemorySample;
  samples: number;
}

// ---------------------------------------------------------------------------------------------------------
// The server side: fresh database, bulk load, the real app on a free port
// ---------------------------------------------------------------------------------------------------------

const benchPassword = 'clave-del-banco-bench-1';
const silentLog = { error: (...args: unknown[]) => console.error(...args) };

/** Big municipalities appear more often, roughly as the population does. */
const municipalityWeights: Partial<Record<(typeof municipalities)[number], number>> = {
  'San Juan': 10,
  Bayamón: 6,
  Carolina: 5,
  Ponce: 5,
  Caguas: 4,
  Guaynabo: 3,
  Arecibo: 3,
  Mayagüez: 3,
  'Toa Baja': 2,
  'Trujillo Alto': 2,
  'Toa Alta': 2,
  Humacao: 2,
  Dorado: 2,
};
const weightedMunicipalities = municipalities.flatMap((name) => Array<string>(municipalityWeights[name] ?? 1).fill(name));

const firstNames = ['María', 'José', 'Carmen', 'Luis', 'Ana', 'Carlos', 'Gabriela', 'Javier', 'Valeria', 'Ángel', 'Sofía', 'Héctor', 'Isabel', 'Ramón', 'Lucía', 'Andrés'];
const lastNames = ['Rivera', 'Santiago', 'Rodríguez', 'Colón', 'Torres', 'Ortiz', 'Pérez', 'Vázquez', 'Cruz', 'Negrón', 'Figueroa', 'Meléndez', 'Ramos', 'Acevedo'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}::text`), sql`, `)}]`;
const uuidArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}::uuid`), sql`, `)}]`;

async function openBenchDatabase(kind: DbKind): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (kind === 'pglite') {
    // A data directory, as the embedded default runs in production (DATA_DIR), not an in-memory one.
    const dataDir = await mkdtemp(join(tmpdir(), 'casa-bench-pglite-'));
    const database = openDatabase({ kind: 'pglite', dataDir }, silentLog);
    return {
      database,
      cleanup: async () => {
        if (options.keep) console.error(`[pglite] kept the data directory: ${dataDir}`);
        else await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  // As src/test/database.ts does: a database of our own on the server, dropped afterwards.
  const name = `casa_bench_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options.postgresUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10, connectTimeoutMs: 3_000, statementTimeoutMs: 600_000 }, silentLog);
  return {
    database,
    cleanup: async () => {
      if (options.keep) {
        console.error(`[postgres] kept the database: ${url.toString()}`);
        return;
      }
      const cleanup = new pg.Client({ connectionString: options.postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** 100k buyers and their leads, the institutions' requests in every state; all in SQL so it takes seconds. */
async function seed(db: Db, institutionIds: string[]) {
  const leadRanks = Math.min(options.leads, Math.max(Math.ceil(options.requests / 2), Math.round(options.requests * 0.7)));
  if (options.requests > leadRanks * Math.min(7, options.institutions)) throw new Error('BENCH_REQUESTS is too large for BENCH_LEADS');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
      select 'bench-buyer-' || g, 'Compradora ' || g, 'compradora' || g || '@bench.example.com', true, 'buyer', now(), now()
      from generate_series(1, ${options.leads}::int) g`);
    // created_at spread over a year to the microsecond; budgets mostly $80k–$500k, skewed low, stored normalised
    // as the server writes them (docs/decisions/0068); one in twenty is a $50k range, filtered by its midpoint.
    await tx.execute(sql`
      insert into leads (user_id, nombre, correo, movil, municipio, precio_meta, target_price_dollars, source, variant_tested,
                         user_agent, submitted_at, created_at, updated_at)
      select 'bench-buyer-' || g,
             first_name || ' ' || last_name,
             lower(translate(first_name || '.' || last_name, 'áéíóúÁÉÍÓÚñÑ', 'aeiouAEIOUnN')) || g || '@example.com',
             '(' || (array['787', '939'])[1 + (g % 2)] || ') ' || lpad(((g::bigint * 7919) % 1000)::text, 3, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
             municipio,
             case when format_roll < 0.05 then '$' || to_char(dollars, 'FM9,999,999') || ' – $' || to_char(dollars + 50000, 'FM9,999,999')
                  else '$' || to_char(dollars, 'FM9,999,999') end,
             case when format_roll < 0.05 then dollars + 25000 else dollars end,
             (array['dashboard', 'calculadora', 'carta-banco'])[1 + floor(random() * 3)::int],
             case when random() < 0.5 then 'blue' else 'green' end,
             'Mozilla/5.0 (bench)',
             created, created, created
      from (
        select g,
               now() - random() * interval '365 days' as created,
               (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length})::int] as first_name,
               (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length})::int] as last_name,
               (${textArray(weightedMunicipalities)})[1 + floor(random() * ${weightedMunicipalities.length})::int] as municipio,
               (80000 + floor(power(random(), 2) * 85) * 5000)::int as dollars,
               random() as format_roll
        from generate_series(1, ${options.leads}::int) g
      ) s`);
    // Requests: 70% of them on leads asked for by one institution, the rest by a second one (never the same
    // institution twice on a lead). States: 20% pending unpaid, 25% paid and waiting, 20% accepted,
    // 15% declined, 20% accepted and unlocked.
    await tx.execute(sql`
      with ranked as (
        select id, created_at, row_number() over (order by random()) - 1 as rank from leads
      ),
      pairs as (
        select g, g % ${leadRanks}::int as rank, g / ${leadRanks}::int as round, random() as state_roll, random() as delay
        from generate_series(0, ${options.requests - 1}::int) g
      ),
      picked as (
        select r.id as lead_id,
               (${uuidArray(institutionIds)})[1 + ((p.rank * 7 + p.round * 3) % ${institutionIds.length}::int)] as institution_id,
               least(now(), r.created_at + p.delay * interval '20 days') as created,
               case when p.state_roll < 0.20 then 'unpaid' when p.state_roll < 0.45 then 'waiting' when p.state_roll < 0.65 then 'accepted'
                    when p.state_roll < 0.80 then 'declined' else 'unlocked' end as state
        from pairs p join ranked r on r.rank = p.rank
      )
      insert into connection_requests (lead_id, institution_id, status, request_payment_id, purchased_at, user_message, responded_at,
                                       unlock_payment_id, unlocked_at, created_at)
      select lead_id, institution_id,
             case state when 'unpaid' then 'pending' when 'waiting' then 'pending' when 'declined' then 'declined' else 'accepted' end,
             case when state = 'unpaid' then null else gen_random_uuid() end,
             case when state = 'unpaid' then null else created + interval '2 minutes' end,
             case state when 'declined' then 'Gracias, ya tengo banco.' when 'accepted' then 'Pueden llamarme en la tarde.' end,
             case when state in ('accepted', 'declined', 'unlocked') then created + interval '1 day' end,
             case when state = 'unlocked' then gen_random_uuid() end,
             case when state = 'unlocked' then created + interval '2 days' end,
             created
      from picked`);
  });
  if (options.analyze) {
    // PostgreSQL's autovacuum would do this soon after such a load; embedded PGlite has no autovacuum at all.
    for (const table of ['"user"', 'leads', 'connection_requests']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

/** Both drivers answer `db.execute` with an object carrying `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/** The exact SQL and parameters the service sends, captured with a logging drizzle on the same client. */
async function capturedQueries(database: Database, run: (db: Db) => Promise<unknown>): Promise<Array<{ sql: string; params: unknown[] }>> {
  const captured: Array<{ sql: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const recording =
    database.kind === 'pglite'
      ? (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db)
      : (drizzlePg(client as pg.Pool, { schema, logger }) as unknown as Db);
  await run(recording);
  return captured;
}

async function explain(database: Database, institutionId: string, url: string): Promise<ExplainResult[]> {
  const parsed = new URL(url, 'http://bench');
  const query = bankLeadPageQuerySchema.parse(Object.fromEntries(parsed.searchParams));
  const [staff] = await database.db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.institutionId, institutionId)).limit(1);
  const captured = await capturedQueries(database, (db) =>
    parsed.pathname.endsWith('/summary')
      ? summarizeLeadsForBank(db, institutionId, query)
      : listLeadsForBank(db, { institutionId, userId: staff!.id }, query),
  );
  // The reads only: the page's audit insert (issue 7) would run for real under EXPLAIN ANALYZE.
  const queries = captured.filter((q) => /^\s*select/i.test(q.sql));
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  const results: ExplainResult[] = [];
  for (const captured of queries) {
    const { rows } = await raw.query(`explain (analyze, buffers) ${captured.sql}`, captured.params);
    results.push({ sql: captured.sql, plan: rows.map((row) => String(Object.values(row)[0])).join('\n') });
  }
  return results;
}

function memoryNow(): MemorySample {
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external, arrayBuffers: usage.arrayBuffers };
}

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
  const { app, auth, db } = { ...built, db: built.database.db };

  const started = performance.now();
  const institutions = [];
  for (let i = 1; i <= options.institutions; i++) {
    const name = `Banco Bench ${String(i).padStart(2, '0')}`;
    const institution = await createInstitution(db, {
      name,
      kind: i % 5 === 0 ? 'cooperative' : 'bank',
      contactMethod: 'email',
      email: `oficial${i}@bench.example.com`,
      phone: '(787) 555-0101',
      website: 'https://bench.example.com',
      description: 'Institución del banco de pruebas de rendimiento',
    });
    await addStaffLogin(auth, db, institution.id, { email: `oficial${i}@bench.example.com`, password: benchPassword });
    institutions.push(institution);
  }
  await seed(
    db,
    institutions.map((institution) => institution.id),
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const benched = institutions[0]!;

  const countRows = await db.execute<{ leads: number; users: number; requests: number; benched: number }>(sql`
    select (select count(*) from leads)::int as leads, (select count(*) from "user")::int as users,
           (select count(*) from connection_requests)::int as requests,
           (select count(*) from connection_requests where institution_id = ${benched.id})::int as benched`);
  const counts = rowsOf<Record<string, number>>(countRows);
  const versionRows = await db.execute<{ version: string }>(sql`select version() as version`);
  const version = rowsOf<{ version: string }>(versionRows)[0]!.version;

  // Server-side time of each response (Fastify's own clock, from the request's arrival to the reply's end).
  let timings: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    timings?.push(reply.elapsedTime);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);

  let sampler: NodeJS.Timeout | null = null;
  let memory: MemoryReport | null = null;
  const handle = async (command: Command): Promise<unknown> => {
    switch (command.type) {
      case 'explain':
        return explain(built.database, benched.id, command.url);
      case 'cursor-at': {
        const found = await db.execute<{ t: string; id: string }>(sql`
          select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id
          from leads order by created_at desc, id desc offset ${command.offset}::int limit 1`);
        const row = rowsOf<{ t: string; id: string }>(found)[0]!;
        return encodeCursor({ createdAt: row.t, id: row.id });
      }
      case 'memory-start': {
        (globalThis as { gc?: () => void }).gc?.();
        const before = memoryNow();
        memory = { before, peak: { ...before }, after: before, samples: 0 };
        sampler = setInterval(() => {
          const now = memoryNow();
          const peak = memory!.peak;
          peak.rss = Math.max(peak.rss, now.rss);
          peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
          peak.external = Math.max(peak.external, now.external);
          peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
          memory!.samples++;
        }, 5);
        return before;
      }
      case 'memory-stop': {
        if (sampler) clearInterval(sampler);
        sampler = null;
        const report = { ...memory!, after: memoryNow() };
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
      (error: unknown) => process.send!({ id: message.id, type: 'error', message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies Reply),
    );
  });
  // If the load generator dies, do not leave a database behind.
  process.on('disconnect', () => void cleanup().finally(() => process.exit(1)));

  const ready: Ready = {
    type: 'ready',
    port,
    staff: { email: `oficial1@bench.example.com`, password: benchPassword, institutionName: benched.name },
    seedSeconds,
    counts: counts[0]!,
    versions: version,
  };
  process.send!(ready);
}

// ---------------------------------------------------------------------------------------------------------
// The load generator
// ---------------------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  ready: Ready;
  call<T>(command: CommandInput): Promise<T>;
}

function startServer(kind: DbKind): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_SERVER_DB: kind, ...Object.fromEntries(Object.entries(argOptions)) },
    execArgv: [...process.execArgv, '--expose-gc', ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const error = new Error(`the ${kind} server exited with code ${code}`);
      for (const waiter of pending.values()) waiter.reject(error);
      reject(error);
    });
    child.on('message', (message: Ready | Reply) => {
      if (message.type === 'ready') {
        resolve({
          child,
          ready: message,
          call: <T>(command: CommandInput) =>
            new Promise<T>((resolveCall, rejectCall) => {
              const id = nextId++;
              pending.set(id, { resolve: resolveCall as (value: unknown) => void, reject: rejectCall });
              child.send({ ...command, id });
            }),
        });
        return;
      }
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'reply') waiter?.resolve(message.value);
      else waiter?.reject(new Error(message.message));
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs `total` calls of `task` with `concurrency` of them in flight. */
async function inFlight(total: number, concurrency: number, task: () => Promise<void>) {
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started++;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(total, concurrency) }, worker));
}

interface Scenario {
  name: string;
  url: string;
  /** The list's page size is 25; summary answers one object; baseline is a signed-in route with no leads query. */
  kind: 'page' | 'summary' | 'baseline';
}

interface RoundResult {
  rows: number;
  times: number[];
  serverTimes: number[];
  seconds: number;
}

interface ScenarioResult {
  scenario: Scenario;
  rows: number;
  /** Over every round's samples together. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The quietest round's p95: the machine is shared, so this is the closest to what the code alone costs. */
  bestRoundP95: number;
  serverP50: number;
  serverP95: number;
  perSecond: number;
  planSummary: string;
  executionMs: number | null;
}

async function measureRound(server: Server, base: string, cookie: string, scenario: Scenario): Promise<RoundResult> {
  let rows = -1;
  const once = async (times?: number[]) => {
    const start = performance.now();
    const response = await fetch(base + scenario.url, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - start;
    if (response.status !== 200) throw new Error(`${scenario.url}: ${response.status} ${body.slice(0, 200)}`);
    times?.push(elapsed);
    if (rows < 0) {
      const parsed: unknown = JSON.parse(body);
      rows = scenario.kind === 'page' ? (parsed as unknown[]).length : scenario.kind === 'summary' ? (parsed as { total: number }).total : 0;
    }
  };
  await inFlight(options.warmup, options.concurrency, () => once());
  const times: number[] = [];
  await server.call({ type: 'timing-start' });
  const started = performance.now();
  await inFlight(options.samples, options.concurrency, () => once(times));
  const seconds = (performance.now() - started) / 1000;
  const serverTimes = await server.call<number[]>({ type: 'timing-stop' });
  return { rows, times, serverTimes, seconds };
}

function combine(scenario: Scenario, rounds: RoundResult[]): Omit<ScenarioResult, 'planSummary' | 'executionMs'> {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const times = sorted(rounds.flatMap((round) => round.times));
  const serverTimes = sorted(rounds.flatMap((round) => round.serverTimes));
  return {
    scenario,
    rows: rounds[0]!.rows,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    bestRoundP95: Math.min(...rounds.map((round) => percentile(sorted(round.times), 95))),
    serverP50: percentile(serverTimes, 50),
    serverP95: percentile(serverTimes, 95),
    perSecond: times.length / rounds.reduce((sum, round) => sum + round.seconds, 0),
  };
}

/** "Index Scan using leads_created_idx → Nested Loop Left Join …", shortest useful picture of a plan. */
function summarizePlan(plan: string): { summary: string; executionMs: number | null } {
  const nodes: string[] = [];
  for (const line of plan.split('\n')) {
    const node = /^\s*(?:->\s*)?([A-Z][A-Za-z ]+?(?: using \S+)?(?: on \S+)?)\s+\(cost=/.exec(line)?.[1];
    if (node && !/^(Limit|Aggregate|Result)$/.test(node)) nodes.push(node.replace(/ on \S+$/, (on) => (node.includes(' using ') ? '' : on)));
  }
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  return { summary: [...new Set(nodes)].join(' · '), executionMs: execution ? Number(execution) : null };
}

interface ExportResult {
  label: string;
  url: string;
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  memory: MemoryReport;
}

async function exportCsv(server: Server, base: string, cookie: string, label: string, url: string): Promise<ExportResult> {
  await server.call({ type: 'memory-start' });
  const started = performance.now();
  const response = await fetch(base + url, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = await server.call<MemoryReport>({ type: 'memory-stop' });
  return { label, url, rows: lines - 1, bytes, seconds, firstByteMs, memory };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`;
const thousands = (value: number) => value.toLocaleString('en-US');

/** The day, in Puerto Rico, `daysAgo` days before today (the list's date filters are calendar days there). */
function prDay(daysAgo: number): string {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Puerto_Rico' }).format(date);
}

interface RunResult {
  kind: DbKind;
  load: { min: number; max: number };
  ready: Ready;
  scenarios: ScenarioResult[];
  exports: ExportResult[];
}

async function benchmark(kind: DbKind): Promise<RunResult> {
  console.error(`\n[${kind}] loading ${thousands(options.leads)} leads, ${options.institutions} institutions, ${thousands(options.requests)} requests…`);
  const server = await startServer(kind);
  try {
    const { ready } = server;
    console.error(`[${kind}] loaded in ${ready.seedSeconds.toFixed(1)} s: ${JSON.stringify(ready.counts)}`);
    const base = `http://127.0.0.1:${ready.port}`;
    const login = await fetch(`${base}/api/institution/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ready.staff),
    });
    if (login.status !== 200) throw new Error(`institution login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');

    const firstPage = await fetch(`${base}/api/leads-for-banks`, { headers: { cookie } });
    const secondCursor = firstPage.headers.get('x-next-cursor');
    if (!secondCursor) throw new Error('the first page carried no x-next-cursor');
    const deepOffset = Math.floor(options.leads / 2);
    const deepCursor = await server.call<string>({ type: 'cursor-at', offset: deepOffset - 1 });

    const page = (name: string, query = ''): Scenario => ({ name, url: `/api/leads-for-banks${query}`, kind: 'page' });
    const scenarios: Scenario[] = [
      // The floor: session and viewer lookup, rate limit, headers, without any leads query.
      { name: 'baseline: GET /api/auth/user', url: '/api/auth/user', kind: 'baseline' },
      page('first page, no filter'),
      page('municipio=San Juan (common)', '?municipio=San%20Juan'),
      page('municipio=Culebra (rare)', '?municipio=Culebra'),
      page('budget 150k–250k', '?minBudget=150000&maxBudget=250000'),
      page('budget 495k–500k (narrow)', '?minBudget=495000&maxBudget=500000'),
      ...(['available', 'waiting', 'accepted', 'unlocked', 'rejected'] as const).map((status) => page(`status=${status}`, `?status=${status}`)),
      page('one month, 3 months ago', `?from=${prDay(120)}&to=${prDay(90)}`),
      page('Ponce + budget + 6 months', `?municipio=Ponce&minBudget=200000&maxBudget=350000&from=${prDay(180)}`),
      page('second page (cursor)', `?cursor=${secondCursor}`),
      page(`deep page (row ${thousands(deepOffset + 1)}, cursor)`, `?cursor=${deepCursor}`),
      { name: 'summary, no filter', url: '/api/leads-for-banks/summary', kind: 'summary' },
      { name: 'summary, municipio=San Juan', url: '/api/leads-for-banks/summary?municipio=San%20Juan', kind: 'summary' },
    ];

    // Rounds over all scenarios rather than one long run each, so a burst of load from elsewhere on the
    // machine spreads over every scenario instead of landing on one.
    const rounds = scenarios.map((): RoundResult[] => []);
    const loads = [os.loadavg()[0]!];
    for (let round = 1; round <= options.rounds; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const measured = await measureRound(server, base, cookie, scenario);
        rounds[index]!.push(measured);
        loads.push(os.loadavg()[0]!);
        const sorted = [...measured.times].sort((a, b) => a - b);
        console.error(
          `[${kind}] round ${round}/${options.rounds} ${scenario.name.padEnd(34)} p50 ${ms(percentile(sorted, 50)).padStart(5)} ms  ` +
            `p95 ${ms(percentile(sorted, 95)).padStart(5)} ms  (${measured.rows} rows)`,
        );
      }
    }
    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      const plans = scenario.kind === 'baseline' ? [] : await server.call<ExplainResult[]>({ type: 'explain', url: scenario.url });
      const main = plans.at(-1);
      const { summary, executionMs } = main ? summarizePlan(main.plan) : { summary: '', executionMs: null };
      if (options.explain) {
        for (const plan of plans) console.error(`\n[${kind}] ${scenario.name}\n${plan.sql}\n${plan.plan}`);
      }
      results.push({ ...combine(scenario, rounds[index]!), planSummary: summary, executionMs });
    }

    // The export of everything, and of about a tenth of it: the same memory for both means no growth with rows.
    const exports: ExportResult[] = [];
    const tenth = `from=${prDay(36)}`;
    for (const [label, url] of [
      ['last 36 days (~10%)', `/api/leads-for-banks/export.csv?${tenth}`],
      ['everything', '/api/leads-for-banks/export.csv'],
      ['last 36 days again', `/api/leads-for-banks/export.csv?${tenth}`],
    ] as const) {
      const result = await exportCsv(server, base, cookie, label, url);
      exports.push(result);
      console.error(
        `[${kind}] export ${label}: ${thousands(result.rows)} rows, ${mb(result.bytes)} MB in ${result.seconds.toFixed(2)} s; ` +
          `RSS ${mb(result.memory.before.rss)} → peak ${mb(result.memory.peak.rss)} MB, heap ${mb(result.memory.before.heapUsed)} → peak ${mb(result.memory.peak.heapUsed)} MB`,
      );
    }
    return { kind, load: { min: Math.min(...loads), max: Math.max(...loads) }, ready, scenarios: results, exports };
  } finally {
    await server.call({ type: 'shutdown' }).catch(() => undefined);
    await new Promise((resolve) => (server.child.exitCode === null ? server.child.once('exit', resolve) : resolve(null)));
  }
}

function report(runs: RunResult[]) {
  const out: string[] = [];
  const label = (kind: DbKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
  out.push(
    `## Leads benchmark — ${thousands(options.leads)} leads, ${options.institutions} institutions, ${thousands(options.requests)} requests`,
    '',
    `${options.rounds} rounds × ${options.samples} measured requests per scenario (each after ${options.warmup} warm-up), ${options.concurrency} in flight, ` +
      `over HTTP on 127.0.0.1; times in ms from request to last byte, as the client sees them. p50/p95 pool every round; "best p95" is the ` +
      `quietest round's. Plan and "exec" are one EXPLAIN ANALYZE of the query the endpoint sends, for the benchmarked institution ` +
      `(${runs[0] ? thousands(runs[0].ready.counts.benched ?? 0) : '?'} requests of its own). ${os.cpus().length} CPUs; ` +
      runs.map((run) => `1-minute load average during the ${label(run.kind)} run ${run.load.min.toFixed(1)}–${run.load.max.toFixed(1)}`).join(', ') +
      '.',
    '',
  );
  out.push(
    `| Scenario | Rows | ${runs.map((run) => `${label(run.kind)} p50 | p95 | best p95`).join(' | ')} |`,
    `|---|---:|${runs.map(() => '---:|---:|---:').join('|')}|`,
  );
  const names = runs[0]?.scenarios.map((result) => result.scenario.name) ?? [];
  for (const [index, name] of names.entries()) {
    const cells = runs.map((run) => {
      const result = run.scenarios[index]!;
      const flag = result.scenario.kind === 'page' && result.p95 >= 50 ? ' ⚠' : '';
      return `${ms(result.p50)} | ${ms(result.p95)}${flag} | ${ms(result.bestRoundP95)}`;
    });
    const first = runs[0]!.scenarios[index]!;
    out.push(`| ${name} | ${first.scenario.kind === 'baseline' ? '–' : first.rows} | ${cells.join(' | ')} |`);
  }
  for (const run of runs) {
    out.push('', `### ${label(run.kind)}: throughput and plans`, '', `${run.ready.versions.split(' on ')[0]}; bulk load ${run.ready.seedSeconds.toFixed(1)} s.`, '');
    out.push('| Scenario | req/s | p99 | max | server p50 | server p95 | exec | Plan (EXPLAIN ANALYZE) |', '|---|---:|---:|---:|---:|---:|---:|---|');
    for (const result of run.scenarios) {
      out.push(
        `| ${result.scenario.name} | ${result.perSecond.toFixed(0)} | ${ms(result.p99)} | ${ms(result.max)} | ${ms(result.serverP50)} | ${ms(result.serverP95)} | ` +
          `${result.executionMs === null ? '–' : ms(result.executionMs)} | ${result.planSummary} |`,
      );
    }
  }
  out.push('', '### CSV export (streamed in batches of 1,000), server process memory', '');
  out.push(
    '| Database | Export | Rows | MB sent | Seconds | Rows/s | First byte ms | RSS before | RSS peak (Δ) | RSS after | Heap before | Heap peak (Δ) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const run of runs) {
    for (const result of run.exports) {
      const { before, peak, after } = result.memory;
      out.push(
        `| ${label(run.kind)} | ${result.label} | ${thousands(result.rows)} | ${mb(result.bytes)} | ${result.seconds.toFixed(2)} | ${thousands(Math.round(result.rows / result.seconds))} | ` +
          `${ms(result.firstByteMs)} | ${mb(before.rss)} | ${mb(peak.rss)} (${signedMb(peak.rss - before.rss)}) | ${mb(after.rss)} | ${mb(before.heapUsed)} | ${mb(peak.heapUsed)} (${signedMb(peak.heapUsed - before.heapUsed)}) |`,
      );
    }
  }
  const pages = runs.flatMap((run) => run.scenarios.filter((result) => result.scenario.kind === 'page').map((result) => ({ run, result })));
  const missed = pages.filter(({ result }) => result.p95 >= 50);
  out.push(
    '',
    missed.length
      ? `**Target missed** (page p95 < 50 ms): ${missed.map(({ run, result }) => `${label(run.kind)} "${result.scenario.name}" ${ms(result.p95)} ms`).join('; ')}.`
      : `**Target met**: every page p95 < 50 ms (worst ${ms(Math.max(...pages.map(({ result }) => result.p95)))} ms).`,
  );
  console.log(out.join('\n'));
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: options.postgresUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  if (process.env.BENCH_ROLE === 'server') {
    await runServer(process.env.BENCH_SERVER_DB === 'postgres' ? 'postgres' : 'pglite');
    return;
  }
  const requested = option('BENCH_DB');
  if (requested && !['pglite', 'postgres', 'both'].includes(requested)) throw new Error(`BENCH_DB must be pglite, postgres or both (got "${requested}")`);
  let kinds: DbKind[];
  if (requested === 'pglite' || requested === 'postgres') kinds = [requested];
  else if (await postgresReachable()) kinds = ['pglite', 'postgres'];
  else if (requested === 'both') throw new Error(`PostgreSQL is not reachable at ${options.postgresUrl}`);
  else {
    console.error(`PostgreSQL is not reachable at ${options.postgresUrl}: PGlite only.`);
    kinds = ['pglite'];
  }
  const runs: RunResult[] = [];
  for (const kind of kinds) runs.push(await benchmark(kind));
  report(runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

