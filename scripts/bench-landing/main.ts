// npm run bench:landing: Lighthouse on the app's landing page (`/`, rendered by the compiled server from
// dist/prerender/) against a static copy of the same HTML and CSS with no JavaScript, alternating, so a busy
// moment of the machine falls on both alike. Prints a markdown table and PASS/MISS against the targets
// (docs/decisions/0095-landing-without-the-app-shell.md).
//
//   flock /tmp/casa-bench.lock npm run bench:landing -- [--rounds 3]
//
// The machine is shared: run it under the flock above so benchmarks never overlap (the script takes the lock itself
// when started without it). One job per module: options.ts, app-server.ts (the compiled app, built first when stale),
// landing-assets.ts (what the landing HTML references, its gzipped JavaScript), static-peer.ts (the static copy and
// its server), lighthouse.ts (one run), report.ts (the table).
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './app-server';
import { gzippedScripts, readLanding } from './landing-assets';
import { runLighthouse, type Measure } from './lighthouse';
import { options } from './options';
import { printReport } from './report';
import { startStaticPeer, writeStaticCopy } from './static-peer';

const lockFile = '/tmp/casa-bench.lock';

// Not started under flock: run again under it (waits for any other benchmark to finish).
if (process.env.CASA_BENCH_LOCKED !== '1') {
  console.error(`Waiting for ${lockFile} (other benchmarks on this machine)…`);
  const again = spawnSync('flock', [lockFile, process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, CASA_BENCH_LOCKED: '1' },
  });
  if (again.error) throw again.error;
  process.exit(again.status ?? 1);
}

const workDir = await mkdtemp(path.join(tmpdir(), 'casa-bench-landing-'));
const app = await startApp(path.join(workDir, 'data'));
const staticDir = path.join(workDir, 'static');
let peer: Awaited<ReturnType<typeof startStaticPeer>> | undefined;
try {
  // Read from the app: run-built has rebuilt dist/ by then if it was stale, and the server renders the page.
  const landing = await readLanding(app.url);
  await mkdir(staticDir);
  await writeStaticCopy(landing, staticDir);
  peer = await startStaticPeer(staticDir);
  const landingScripts = await gzippedScripts(landing.scripts, landing.inlineScripts);

  const results: { app: Measure[]; peer: Measure[] } = { app: [], peer: [] };
  for (let round = 1; round <= options.rounds; round++) {
    // Alternating, and the first side alternates too, so neither always runs on a warmer machine.
    const order = round % 2 ? (['app', 'peer'] as const) : (['peer', 'app'] as const);
    for (const side of order) {
      const measure = await runLighthouse(`${side === 'app' ? app.url : peer.url}/`);
      results[side].push(measure);
      console.error(
        `round ${round} ${side}: performance ${measure.score}, LCP ${Math.round(measure.lcpMs)} ms, ${Math.round(measure.totalBytes / 1024)} KB`,
      );
    }
  }
  printReport({ rounds: options.rounds, app: results.app, peer: results.peer, landingScripts });
} finally {
  await peer?.stop();
  await app.stop();
  await rm(workDir, { recursive: true, force: true });
}
