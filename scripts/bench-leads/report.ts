// The markdown report on stdout: server time per scenario and database against the targets, client latency,
// throughput and plans, the export's memory, and PASS or MISS for each target.
import os from 'node:os';
import type { RunResult, ScenarioResult } from './benchmark';
import { mb, ms, signedMb, thousands } from './format';
import { options, type DbKind } from './options';

/**
 * The targets, on the server's own time (Fastify's `reply.elapsedTime`, from the request's arrival to the reply's end),
 * at p95, one request in flight: every page on both databases, and the summary with no filter on PostgreSQL.
 */
const targets: Array<{ applies: (result: ScenarioResult, kind: DbKind) => boolean; label: string; ms: number }> = [
  { applies: (result) => result.scenario.kind === 'page', label: 'every page', ms: 10 },
  {
    applies: (result, kind) => kind === 'postgres' && result.scenario.kind === 'summary' && !result.scenario.url.includes('?'),
    label: 'the summary with no filter on PostgreSQL',
    ms: 30,
  },
];
const targetOf = (result: ScenarioResult, kind: DbKind) => targets.find((target) => target.applies(result, kind));

const label = (kind: DbKind) => (kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
const verdictOf = (result: ScenarioResult, kind: DbKind) => {
  const target = targetOf(result, kind);
  return target ? (result.serverP95 < target.ms ? 'PASS' : '**MISS**') : '–';
};

export function report(runs: RunResult[]) {
  const out = [...heading(runs), ...serverTable(runs)];
  for (const run of runs) out.push(...throughputAndPlans(run));
  out.push(...exportTable(runs), '', ...verdict(runs));
  console.log(out.join('\n'));
}

function heading(runs: RunResult[]): string[] {
  return [
    `## Leads benchmark — ${thousands(options.leads)} leads (one buyer in ten unverified), ${options.institutions} institutions, ${thousands(options.requests)} requests`,
    '',
    `${options.rounds} rounds × ${options.samples} measured requests per scenario (each after ${options.warmup} warm-up), ${options.concurrency} in flight, ` +
      `over HTTP on 127.0.0.1. "Server" times are Fastify's own (\`reply.elapsedTime\`: the request's arrival to the reply's end, in the server ` +
      `process); "client" times run from the request to the body's last byte. p50/p95 pool every round; "best p95" is the quietest round's ` +
      `(client). Plan and "exec" are one EXPLAIN ANALYZE of the query the endpoint sends, for the benchmarked institution ` +
      `(${runs[0] ? thousands(runs[0].ready.counts.benched ?? 0) : '?'} requests of its own). ${os.cpus().length} CPUs; ` +
      runs
        .map((run) => `1-minute load average during the ${label(run.kind)} run ${run.load.min.toFixed(1)}–${run.load.max.toFixed(1)}`)
        .join(', ') +
      '.',
    '',
  ];
}

function serverTable(runs: RunResult[]): string[] {
  const out = [
    `| Scenario | Rows | ${runs.map((run) => `${label(run.kind)} server p50 | server p95 | client p95 | target`).join(' | ')} |`,
    `|---|---:|${runs.map(() => '---:|---:|---:|---').join('|')}|`,
  ];
  const names = runs[0]?.scenarios.map((result) => result.scenario.name) ?? [];
  for (const [index, name] of names.entries()) {
    const cells = runs.map((run) => {
      const result = run.scenarios[index]!;
      const target = targetOf(result, run.kind);
      const verdict = target ? `< ${target.ms}: ${verdictOf(result, run.kind)}` : '–';
      return `${ms(result.serverP50)} | ${ms(result.serverP95)} | ${ms(result.p95)} | ${verdict}`;
    });
    const first = runs[0]!.scenarios[index]!;
    out.push(`| ${name} | ${first.scenario.kind === 'baseline' ? '–' : thousands(first.rows)} | ${cells.join(' | ')} |`);
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
    '| Scenario | req/s | client p50 | p95 | best p95 | p99 | max | exec | Plan (EXPLAIN ANALYZE) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  for (const result of run.scenarios) {
    out.push(
      `| ${result.scenario.name} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.bestRoundP95)} | ${ms(result.p99)} | ${ms(result.max)} | ` +
        `${result.executionMs === null ? '–' : ms(result.executionMs)} | ${result.planSummary} |`,
    );
  }
  return out;
}

function exportTable(runs: RunResult[]): string[] {
  if (!runs.some((run) => run.exports.length)) return [];
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

/** One PASS or MISS line per target, naming the worst scenario and every miss. */
function verdict(runs: RunResult[]): string[] {
  const lines = targets.map((target) => {
    const measured = runs.flatMap((run) =>
      run.scenarios.filter((result) => target.applies(result, run.kind)).map((result) => ({ run, result })),
    );
    if (!measured.length) return `- **n/a** ${target.label}: not measured in this run.`;
    const worst = measured.reduce((a, b) => (b.result.serverP95 > a.result.serverP95 ? b : a));
    const missed = measured.filter(({ result }) => result.serverP95 >= target.ms);
    const name = ({ run, result }: (typeof measured)[number]) => `${label(run.kind)} "${result.scenario.name}" ${ms(result.serverP95)} ms`;
    return missed.length
      ? `- **MISS** ${target.label} under ${target.ms} ms (server p95): ${missed.map(name).join('; ')}.`
      : `- **PASS** ${target.label} under ${target.ms} ms (server p95): worst ${name(worst)}.`;
  });
  const note = options.concurrency === 1 ? [] : [`The targets are for one request in flight; this run had ${options.concurrency}.`];
  return ['### Targets', '', ...lines, ...note];
}
