// npm run bench:startup: what the production build changed, measured side by side with its peer in the same run
// (docs/performance.md, "Start-up and transfer of the production build"). Assumes `npm run build` has been run.
//
// 1. Start-up: time from spawn to the first 200 on /healthz, for the compiled server (node dist/server/main.js) and
//    for the sources through tsx (node --import tsx src/server/main.ts, how production ran before), each on a fresh
//    DATA_DIR and then again on that same, now existing, DATA_DIR. Three rounds; the order of the two alternates.
// 2. Transfer: bytes on the wire for the landing page and the /assets/ scripts and styles it references, with
//    accept-encoding identity, gzip and br, against one running compiled server.
//
// Plain Node, no dependencies. The report (Markdown) goes to stdout, progress to stderr.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 3;
const POLL_MS = 25;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

const variants = {
  compiled: { label: 'compiled (`node dist/server/main.js`)', args: ['dist/server/main.js'] },
  tsx: { label: 'tsx (`node --import tsx src/server/main.ts`)', args: ['--import', 'tsx', 'src/server/main.ts'] },
};

for (const file of ['dist/server/main.js', 'dist/prerender/landing.html']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const log = (message) => console.error(`[bench:startup] ${message}`);
const tempDirs = [];
const running = new Set();

/** A port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casa-bench-'));
  tempDirs.push(dir);
  return dir;
}

/** Spawns a server and resolves when /healthz first answers 200: { child, port, ms }. */
async function start(variant, dataDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, variants[variant].args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.exited = exited;
  let exit = null;
  void exited.then((value) => (exit = value));

  const url = `http://127.0.0.1:${port}/healthz`;
  while (performance.now() - startedAt < START_TIMEOUT_MS) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { child, port, ms: performance.now() - startedAt };
    } catch {
      // Not listening yet.
    }
    if (exit) throw new Error(`${variant} server exited (${exit.code ?? exit.signal}) before answering:\n${output}`);
    await sleep(POLL_MS);
  }
  await stop(child);
  throw new Error(`${variant} server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${output}`);
}

/** SIGTERM, then wait for the exit (the server releases its DATA_DIR on the way out). */
async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await child.exited;
  clearTimeout(timer);
  running.delete(child);
}

/** One GET with Node's http module (no decompression): status, headers and the body bytes received. */
function get(port, pathname, encoding) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode, headers: response.headers, bytes: body.length, body });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The /assets/ scripts and styles the landing HTML references (src= and href=), in order, without duplicates. */
function referencedAssets(html) {
  const found = [];
  for (const match of html.matchAll(/\b(?:src|href)\s*=\s*["']?(\/assets\/[^"'\s>?#]+\.(?:js|css))/g)) {
    if (!found.includes(match[1])) found.push(match[1]);
  }
  return found;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const ratio = (value) => value.toFixed(2);
const bytes = (value) => value.toLocaleString('en-US');

function table(header, rows) {
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

async function cleanup() {
  await Promise.all([...running].map((child) => stop(child)));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  void cleanup().finally(() => process.exit(130));
});

async function main() {
  // 1. Start-up.
  const times = { compiled: { fresh: [], existing: [] }, tsx: { fresh: [], existing: [] } };
  let transferDir = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
    for (const variant of order) {
      const dataDir = newDataDir();
      for (const state of ['fresh', 'existing']) {
        const { child, ms: elapsed } = await start(variant, dataDir);
        await stop(child);
        times[variant][state].push(elapsed);
        log(`round ${round}: ${variant}, ${state} DATA_DIR: ${ms(elapsed)}`);
      }
      if (variant === 'compiled') transferDir = dataDir;
    }
  }

  // 2. Transfer, against one compiled server (on an existing DATA_DIR from above).
  const encodings = ['identity', 'gzip', 'br'];
  const { child, port } = await start('compiled', transferDir);
  const perFile = [];
  const totals = Object.fromEntries(encodings.map((encoding) => [encoding, []]));
  const problems = [];
  try {
    const landing = await get(port, '/', 'identity');
    if (landing.status !== 200) throw new Error(`GET / answered ${landing.status}`);
    const files = ['/', ...referencedAssets(landing.body.toString('utf8'))];
    if (files.length === 1) problems.push('the landing HTML references no /assets/ script or style');
    for (let round = 1; round <= ROUNDS; round++) {
      const sums = Object.fromEntries(encodings.map((encoding) => [encoding, 0]));
      for (const file of files) {
        const row = { file };
        for (const encoding of encodings) {
          const response = await get(port, file, encoding);
          const got = response.headers['content-encoding'] ?? 'identity';
          if (response.status !== 200) problems.push(`${file} (${encoding}): status ${response.status}`);
          if (got !== encoding) problems.push(`${file}: asked for ${encoding}, content-encoding is ${got}`);
          row[encoding] = response.bytes;
          sums[encoding] += response.bytes;
        }
        if (round === 1) perFile.push(row);
      }
      for (const encoding of encodings) totals[encoding].push(sums[encoding]);
      log(`transfer round ${round}: ${encodings.map((encoding) => `${encoding} ${bytes(sums[encoding])} B`).join(', ')}`);
    }
  } finally {
    await stop(child);
  }

  // Report.
  const rounds = Array.from({ length: ROUNDS }, (_, index) => `round ${index + 1}`);
  const out = [];
  out.push(`## Start-up: spawn to the first 200 on /healthz`, '');
  out.push(`Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(2)} at the end.`, '');
  const startRows = [];
  for (const state of ['fresh', 'existing']) {
    for (const variant of ['compiled', 'tsx']) {
      const values = times[variant][state];
      startRows.push([`${variants[variant].label}, ${state} DATA_DIR`, ...values.map(ms), ms(median(values))]);
    }
    const ratios = times.compiled[state].map((value, index) => value / times.tsx[state][index]);
    startRows.push([`**compiled / tsx, ${state} DATA_DIR**`, ...ratios.map(ratio), `**${ratio(median(ratios))}**`]);
  }
  out.push(table(['', ...rounds, 'median'], startRows), '');
  out.push('The ratio column "median" is the median of the per-round ratios (peers measured in the same round).', '');

  out.push(`## Transfer: landing page and the /assets/ scripts and styles it references (body bytes)`, '');
  out.push(
    table(
      ['', ...rounds, 'median'],
      encodings.map((encoding) => [encoding, ...totals[encoding].map(bytes), bytes(median(totals[encoding]))]),
    ),
    '',
  );
  out.push(
    table(
      ['file', ...encodings, 'br / identity'],
      perFile.map((row) => [`\`${row.file}\``, ...encodings.map((encoding) => bytes(row[encoding])), ratio(row.br / row.identity)]),
    ),
    '',
  );
  out.push(
    problems.length
      ? `**content-encoding or status problems:**\n\n${[...new Set(problems)].map((problem) => `- ${problem}`).join('\n')}`
      : 'Every response answered 200 with the content-encoding asked for (none for identity).',
  );
  console.log(out.join('\n'));
  if (problems.length) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
