// npm run bench:api: the app's signed-in answers against a bare Fastify + pg server doing the same session lookup,
// measured in one run on one PostgreSQL database, so the ratio holds on a noisy machine (docs/performance.md).
//
//   npm run bench:api -- [--connections 50] [--seconds 10] [--rounds 1] [--profile <dir>] [--source] [--only leads]
//
// --profile writes the app's CPU profile (node --cpu-prof) to <dir> when it stops; --source runs the app from its
// TypeScript instead of the build (for iterating; the figures in docs/performance.md are of the build).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase } from '../../src/test/database';
import { measure, type Point } from './load';
import { startApp, startBarePeer } from './processes';
import { medianPoint, printReport } from './report';
import { signIn } from './sign-in';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    profile: { type: 'string' },
    source: { type: 'boolean', default: false },
    only: { type: 'string' },
    postgres: { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);

// A database of the run's own on that server, dropped afterwards, as each API test file has.
process.env.TEST_DATABASE_URL = values.postgres;
const database = await freshDatabase();
const databaseUrl = database.url!;
const workDir = await mkdtemp(path.join(tmpdir(), 'casa-bench-api-'));
const profileArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
const app = await startApp(databaseUrl, path.join(workDir, 'app.log'), { nodeArgs: profileArgs, fromSource: values.source });
const peer = await startBarePeer(databaseUrl);
try {
  const cookies = await signIn(app.url);
  const targets = {
    peer: { url: `${peer.url}/api/auth/user`, cookie: cookies.buyer, server: peer },
    user: { url: `${app.url}/api/auth/user`, cookie: cookies.buyer, server: app },
    leads: { url: `${app.url}/api/leads-for-banks`, cookie: cookies.officer, server: app },
  };
  // --only: one point alone, so a profile shows that route's costs and nothing else (no ratio is printed).
  const names = (values.only ? [values.only] : Object.keys(targets)) as (keyof typeof targets)[];
  if (!names.every((name) => name in targets)) throw new Error(`--only takes one of ${Object.keys(targets).join(', ')}`);
  // Warm-up, not measured: the JIT, the pools and any cache, on both sides.
  const run = (name: keyof typeof targets, seconds: number) =>
    measure(targets[name].url, targets[name].cookie, connections, seconds, targets[name].server.cpuMs);
  for (const name of names) await run(name, 3);
  const results: Record<keyof typeof targets, Point[]> = { peer: [], user: [], leads: [] };
  for (let round = 1; round <= rounds; round++) {
    // Interleaved, so a burst of load from elsewhere on the machine falls on every point alike.
    for (const name of names) {
      const point = await run(name, seconds);
      if (point.failures > 0) throw new Error(`${name}: ${point.failures} answers were not 200`);
      results[name].push(point);
      console.error(`round ${round} ${name}: ${Math.round(point.requestsPerSecond)} req/s, p97.5 ${point.p975} ms`);
    }
  }
  if (!values.only)
    printReport(
      { peer: medianPoint(results.peer), user: medianPoint(results.user), leads: medianPoint(results.leads) },
      connections,
      rounds,
    );
} finally {
  await peer.stop();
  await app.stop();
  await database.dispose();
  await rm(workDir, { recursive: true, force: true });
}
