// Issue 5 "Scale": the institution's leads list, summary and CSV export under a realistic volume. Prints PASS or MISS
// against the targets (report.ts): every page under 10 ms of server time at p95, and the summary with no filter under
// 30 ms on PostgreSQL, one request in flight. A full run takes about two minutes on a quiet machine.
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
//   BENCH_SAMPLES       measured requests per scenario and round (default 100), after BENCH_WARMUP (default 10)
//   BENCH_ROUNDS        rounds over all scenarios (default 3); the figures pool every round
//   BENCH_CONCURRENCY   requests in flight (default 1, what the targets are for)
//   BENCH_SCENARIOS     only the scenarios whose name contains one of these comma-separated pieces (e.g. unlocked,summary)
//   BENCH_EXPORT        0 skips the CSV export
//   BENCH_EXPLAIN       1 prints the full EXPLAIN ANALYZE of every scenario's query
//   BENCH_ANALYZE       0 skips VACUUM ANALYZE after the bulk load (PGlite has no autovacuum)
//   BENCH_KEEP          1 keeps the database (PostgreSQL database or PGlite directory, printed) to study plans afterwards
//   BENCH_PROFILE       a directory: the server writes a V8 CPU profile there (open it in Chrome DevTools)
//   BENCH_POSTGRES_URL  server for the PostgreSQL run (default DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test);
//                       a database casa_bench_* is created on it and dropped afterwards.
//
// The parent process is the load generator; each database runs in a child process of its own (server.ts: the real
// app, listening on a free port), so the memory figures are the server's alone and one run cannot warm the other.
// One job per module: options.ts, database.ts (the scratch database, PGlite or PostgreSQL), seed.ts (bulk load),
// server.ts (the child's entry) with memory.ts and explain.ts, server-process.ts (the parent's handle on it, messages
// in protocol.ts), benchmark.ts (one database's run) with scenarios.ts and http.ts (what is measured, over HTTP),
// stats.ts, plan-summary.ts, format.ts and report.ts (the markdown report).
import { benchmark, type RunResult } from './benchmark';
import { databasesToRun } from './database';
import { report } from './report';

async function main() {
  const runs: RunResult[] = [];
  for (const kind of await databasesToRun()) runs.push(await benchmark(kind));
  report(runs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
