// The markdown report on stdout: latency per scenario and database, throughput and plans, the export's memory,
// and whether every page met the p95 target.
import os from 'node:os';
import type { RunResult } from './benchmark';
import { mb, ms, signedMb, thousands } from './format';
import { options, type DbKind } from './options';

/** A page's p95 target, in ms. */
const pageTargetMs = 50;

const label = (kind: DbKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');

export function report(runs: RunResult[]) {
  const out = [...heading(runs), ...latencyTable(runs)];
  for (const run of runs) out.push(...throughputAndPlans(run));
  out.push(...exportTable(runs), '', verdict(runs));
  console.log(out.join('\n'));
}

function heading(runs: RunResult[]): string[] {
  return [
    `## Leads benchmark — ${thousands(options.leads)} leads, ${options.institutions} institutions, ${thousands(options.requests)} requests`,
    '',
    `${options.rounds} rounds × ${options.samples} measured requests per scenario (each after ${options.warmup} warm-up), ${options.concurrency} in flight, ` +
      `over HTTP on 127.0.0.1; times in ms from request to last byte, as the client sees them. p50/p95 pool every round; "best p95" is the ` +
      `quietest round's. Plan and "exec" are one EXPLAIN ANALYZE of the query the endpoint sends, for the benchmarked institution ` +
      `(${runs[0] ? thousands(runs[0].ready.counts.benched ?? 0) : '?'} requests of its own). ${os.cpus().length} CPUs; ` +
      runs
        .map((run) => `1-minute load average during the ${label(run.kind)} run ${run.load.min.toFixed(1)}–${run.load.max.toFixed(1)}`)
        .join(', ') +
      '.',
    '',
  ];
}

function latencyTable(runs: RunResult[]): string[] {
  const out = [
    `| Scenario | Rows | ${runs.map((run) => `${label(run.kind)} p50 | p95 | best p95`).join(' | ')} |`,
    `|---|---:|${runs.map(() => '---:|---:|---:').join('|')}|`,
  ];
  const names = runs[0]?.scenarios.map((result) => result.scenario.name) ?? [];
  for (const [index, name] of names.entries()) {
    const cells = runs.map((run) => {
      const result = run.scenarios[index]!;
      const flag = result.scenario.kind === 'page' && result.p95 >= pageTargetMs ? ' ⚠' : '';
      return `${ms(result.p50)} | ${ms(result.p95)}${flag} | ${ms(result.bestRoundP95)}`;
    });
    const first = runs[0]!.scenarios[index]!;
    out.push(`| ${name} | ${first.scenario.kind === 'baseline' ? '–' : first.rows} | ${cells.join(' | ')} |`);
  }
  return out;
}

function throughputAndPlans(run: RunResult): string[] {
  const out = [
    '',
    `### ${label(run.kind)}: throughput and plans`,
    '',
    `${run.ready.versions.split(' on ')[0]}; bulk load ${run.ready.seedSeconds.toFixed(1)} s.`,
    '',
  ];
  out.push(
    '| Scenario | req/s | p99 | max | server p50 | server p95 | exec | Plan (EXPLAIN ANALYZE) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const result of run.scenarios) {
    out.push(
      `| ${result.scenario.name} | ${result.perSecond.toFixed(0)} | ${ms(result.p99)} | ${ms(result.max)} | ${ms(result.serverP50)} | ${ms(result.serverP95)} | ` +
        `${result.executionMs === null ? '–' : ms(result.executionMs)} | ${result.planSummary} |`,
    );
  }
  return out;
}

function exportTable(runs: RunResult[]): string[] {
  const out = [
    '',
    '### CSV export (streamed in batches of 1,000), server process memory',
    '',
    '| Database | Export | Rows | MB sent | Seconds | Rows/s | First byte ms | RSS before | RSS peak (Δ) | RSS after | Heap before | Heap peak (Δ) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const run of runs) {
    for (const result of run.exports) {
      const { before, peak, after } = result.memory;
      out.push(
        `| ${label(run.kind)} | ${result.label} | ${thousands(result.rows)} | ${mb(result.bytes)} | ${result.seconds.toFixed(2)} | ${thousands(Math.round(result.rows / result.seconds))} | ` +
          `${ms(result.firstByteMs)} | ${mb(before.rss)} | ${mb(peak.rss)} (${signedMb(peak.rss - before.rss)}) | ${mb(after.rss)} | ${mb(before.heapUsed)} | ${mb(peak.heapUsed)} (${signedMb(peak.heapUsed - before.heapUsed)}) |`,
      );
    }
  }
  return out;
}

function verdict(runs: RunResult[]): string {
  const pages = runs.flatMap((run) => run.scenarios.filter((result) => result.scenario.kind === 'page').map((result) => ({ run, result })));
  const missed = pages.filter(({ result }) => result.p95 >= pageTargetMs);
  return missed.length
    ? `**Target missed** (page p95 < ${pageTargetMs} ms): ${missed.map(({ run, result }) => `${label(run.kind)} "${result.scenario.name}" ${ms(result.p95)} ms`).join('; ')}.`
    : `**Target met**: every page p95 < ${pageTargetMs} ms (worst ${ms(Math.max(...pages.map(({ result }) => result.p95)))} ms).`;
}
