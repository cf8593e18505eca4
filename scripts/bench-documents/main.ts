// docs/performance.md#buyers-documents: ten 20 MB PDF uploads at once through the real route
// (POST /api/me/documents: multipart, the type and PDF checks, sealing to the store) must keep the server's memory
// growth (RSS) under 100 MB, and each upload within 1.5x the time of the same bytes written to disk by a bare Node
// HTTP server that pipes the request to a file, measured side by side in the same run, rounds interleaved.
//
// What is timed: each upload from its first byte sent to the last byte of its answer. The app answers once the sealed
// file is stored ("Revisando…") and scans it right after, in-process, from the store (docs/decisions/0137). clamd runs
// in the app's configuration throughout: each app batch then waits for all its verdicts (timed apart, from the batch's
// start) before the bare server's batch, so the app's scans overlap its own batch (a finished upload is scanned while
// the others still travel) and never the bare server's. Every upload of every round is a different PDF (random bytes
// in its content stream): clamd caches the verdicts of files it has seen by their hash.
//
//   npm run bench:documents
//   BENCH_ROUNDS=5 BENCH_CONCURRENCY=10 BENCH_MB=20 npm run bench:documents
//   BENCH_DB=postgres npm run bench:documents   # the app on a scratch PostgreSQL database (BENCH_POSTGRES_URL or DATABASE_URL)
//
// Both servers are child processes of this one (app-server.ts, bare-server.ts), so their memory is their own. clamd is
// the project's (scripts/ensure-clamd.sh) unless CLAMD_SOCKET already answers.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pdfWith } from '../../src/server/documents-vault/test-files';
import type { BatchReport, CommandInput, Ready, Reply, Verdicts } from './protocol';
import { multipartBody, timedPost, type Timed } from './upload';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const megabytes = Number(process.env.BENCH_MB ?? 20);
const memoryLimitMb = 100;
const timeFactor = 1.5;

interface Child {
  process: ChildProcess;
  ready: Ready;
  call<T>(command: CommandInput): Promise<T>;
}

function start(script: string, env: Record<string, string>): Promise<Child> {
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
    env: { ...process.env, ...env },
    execArgv: [
      ...process.execArgv,
      '--expose-gc',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      // Extra V8/Node flags for both servers, e.g. BENCH_NODE_FLAGS=--trace-gc (docs/performance.md: the GC findings).
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const error = new Error(`${script} exited with code ${code}`);
      for (const waiter of pending.values()) waiter.reject(error);
      reject(error);
    });
    child.on('message', (message: Ready | Reply) => {
      if (message.type === 'ready') {
        resolve({
          process: child,
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

async function stop(child: Child) {
  await child.call({ type: 'shutdown' }).catch(() => undefined);
  await new Promise((resolve) => (child.process.exitCode === null ? child.process.once('exit', resolve) : resolve(null)));
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const max = (values: number[]) => Math.max(...values);

interface Batch {
  times: Timed[];
  memory: BatchReport;
  /** The app: every verdict, and when the last one came, from the batch's start. */
  verdicts: (Verdicts & { ms: number }) | null;
}

type Body = { headers: Record<string, string>; body: Buffer };

/** Memory is sampled from the batch's start to its last answer, or, for the app, to its last verdict. */
async function batch(child: Child, bodies: Body[], path: string, settle: boolean): Promise<Batch> {
  await child.call({ type: 'reset' });
  await child.call({ type: 'memory-start' });
  const started = performance.now();
  const times = await Promise.all(bodies.map(({ headers, body }) => timedPost(child.ready.port, path, headers, body)));
  const verdicts = settle ? { ...(await child.call<Verdicts>({ type: 'settle' })), ms: performance.now() - started } : null;
  const memory = await child.call<BatchReport>({ type: 'memory-stop' });
  return { times, memory, verdicts };
}

async function main() {
  const socket =
    process.env.BENCH_CLAMD_SOCKET ??
    execFileSync('bash', [fileURLToPath(new URL('../ensure-clamd.sh', import.meta.url))], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    }).trim();
  // A valid-looking PDF of `megabytes` MB: one page whose content stream is random bytes (nothing for clamd to unpack).
  // Each upload gets a copy with fresh random bytes there, so clamd scans every one (it caches verdicts by hash).
  const fillerBytes = megabytes * 1_000_000 - 600;
  const pdf = pdfWith('x'.repeat(fillerBytes));
  const fillerAt = pdf.indexOf('stream\n') + 'stream\n'.length;
  const freshPdf = () => randomFillSync(Buffer.from(pdf), fillerAt, fillerBytes);
  console.log(
    `# bench:documents: ${concurrency} uploads of ${mb(pdf.length).toFixed(1)} MB at once, ${rounds} rounds, ${cpus().length} cores, clamd ${socket}`,
  );

  const app = await start('./app-server.ts', { CLAMD_SOCKET: socket, BENCH_CONCURRENCY: String(concurrency) });
  const bare = await start('./bare-server.ts', {});
  // The same bytes to both servers: the bare one gets the app's bodies without the session headers.
  const bodiesOfRound = () => {
    const forApp = app.ready.buyers.map((buyer) => {
      const { body, type } = multipartBody(buyer.item, 'talonario.pdf', 'application/pdf', freshPdf());
      return { headers: { 'content-type': type, cookie: buyer.cookie, origin: app.ready.origin }, body };
    });
    return {
      appBodies: forApp,
      bareBodies: forApp.map(({ headers, body }) => ({ headers: { 'content-type': headers['content-type']! }, body })),
    };
  };

  const lines: string[] = [];
  let pass = true;
  try {
    // One warm-up round each, not counted: the first request of a process pays for its lazy loading.
    const warmUp = bodiesOfRound();
    await batch(app, warmUp.appBodies.slice(0, 1), '/api/me/documents', true);
    await batch(bare, warmUp.bareBodies.slice(0, 1), '/', false);
    for (let round = 1; round <= rounds; round++) {
      const { appBodies, bareBodies } = bodiesOfRound();
      // Interleaved, and in turn first, so neither always meets a warmer or a cooler disk.
      const appFirst = round % 2 === 1;
      const first = appFirst ? await batch(app, appBodies, '/api/me/documents', true) : await batch(bare, bareBodies, '/', false);
      const second = appFirst ? await batch(bare, bareBodies, '/', false) : await batch(app, appBodies, '/api/me/documents', true);
      const [ours, theirs] = appFirst ? [first, second] : [second, first];
      const refused = ours.times.filter((time) => time.status !== 201);
      if (refused.length > 0) throw new Error(`uploads refused: ${refused.map((time) => `${time.status} ${time.body}`).join('; ')}`);
      const verdicts = ours.verdicts!;
      const growth = mb(ours.memory.peak.rss - ours.memory.before.rss);
      const ratioMedian = median(ours.times.map((t) => t.ms)) / median(theirs.times.map((t) => t.ms));
      const ratioMax = max(ours.times.map((t) => t.ms)) / max(theirs.times.map((t) => t.ms));
      const ok = growth < memoryLimitMb && ratioMax <= timeFactor;
      pass &&= ok;
      lines.push(
        `| ${round} | ${median(ours.times.map((t) => t.ms)).toFixed(0)} / ${max(ours.times.map((t) => t.ms)).toFixed(0)} | ` +
          `${median(theirs.times.map((t) => t.ms)).toFixed(0)} / ${max(theirs.times.map((t) => t.ms)).toFixed(0)} | ` +
          `${ratioMedian.toFixed(2)} / ${ratioMax.toFixed(2)} | ${growth.toFixed(1)} (${mb(ours.memory.before.rss).toFixed(0)} → ${mb(ours.memory.peak.rss).toFixed(0)}) | ` +
          `${mb(theirs.memory.peak.rss - theirs.memory.before.rss).toFixed(1)} | ` +
          `${ours.memory.cpu.answersMs.toFixed(0)} / ${theirs.memory.cpu.answersMs.toFixed(0)} (${ours.memory.cpu.totalMs.toFixed(0)}) | ${verdicts.clean}/${ours.times.length} in ${verdicts.ms.toFixed(0)} | ${ok ? 'PASS' : 'MISS'} |`,
      );
    }
  } finally {
    await stop(app);
    await stop(bare);
  }
  console.log('');
  console.log(
    '| round | app ms (median / slowest) | bare ms (median / slowest) | app ÷ bare (median / slowest) | app RSS growth MB (before → peak) | bare RSS growth MB | CPU ms to the answers, app / bare (app to the last verdict) | scanned clean, last verdict ms | ≤1.5× slowest, <100 MB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const line of lines) console.log(line);
  console.log('');
  console.log(pass ? 'PASS' : 'MISS');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
