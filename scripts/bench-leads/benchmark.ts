// One database's run: start its server, sign in, measure every scenario in rounds, explain their queries,
// export the CSV under memory sampling, and stop the server.
import os from 'node:os';
import { exportCsv, measureRound, secondPageCursor, signIn, type ExportResult } from './http';
import { options, type DbKind } from './options';
import { summarizePlan } from './plan-summary';
import type { ExplainResult, Ready } from './protocol';
import { exportScenarios, leadScenarios, type Scenario } from './scenarios';
import { startServer, stopServer, type Server } from './server-process';
import { ascending, combineRounds, percentile, type RoundResult, type ScenarioStats } from './stats';
import { mb, ms, thousands } from './format';

export interface ScenarioResult extends ScenarioStats {
  planSummary: string;
  executionMs: number | null;
}

export interface RunResult {
  kind: DbKind;
  load: { min: number; max: number };
  ready: Ready;
  scenarios: ScenarioResult[];
  exports: ExportResult[];
}

export async function benchmark(kind: DbKind): Promise<RunResult> {
  console.error(
    `\n[${kind}] loading ${thousands(options.leads)} leads, ${options.institutions} institutions, ${thousands(options.requests)} requests…`,
  );
  const server = await startServer(kind);
  try {
    const { ready } = server;
    console.error(`[${kind}] loaded in ${ready.seedSeconds.toFixed(1)} s: ${JSON.stringify(ready.counts)}`);
    const base = `http://127.0.0.1:${ready.port}`;
    const cookie = await signIn(base, ready.staff, ready.publicUrl);
    const second = await secondPageCursor(base, cookie);
    const deepOffset = Math.floor(options.leads / 2);
    const deep = await server.call<string>({ type: 'cursor-at', offset: deepOffset - 1 });
    const scenarios = leadScenarios({ second, deep, deepRow: deepOffset + 1 }).filter(
      (scenario) => !options.scenarios.length || options.scenarios.some((piece) => scenario.name.includes(piece)),
    );

    const { rounds, loads } = await measureInRounds(kind, server, base, cookie, scenarios);
    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      results.push({ ...combineRounds(scenario, rounds[index]!), ...(await planOf(kind, server, scenario)) });
    }

    const exports: ExportResult[] = [];
    for (const { label, url } of options.exportCsv ? exportScenarios() : []) {
      const result = await exportCsv(server, base, cookie, label, url);
      exports.push(result);
      console.error(
        `[${kind}] export ${label}: ${thousands(result.rows)} rows, ${mb(result.bytes)} MB in ${result.seconds.toFixed(2)} s; ` +
          `RSS ${mb(result.memory.before.rss)} → peak ${mb(result.memory.peak.rss)} MB, heap ${mb(result.memory.before.heapUsed)} → peak ${mb(result.memory.peak.heapUsed)} MB`,
      );
    }
    return { kind, load: { min: Math.min(...loads), max: Math.max(...loads) }, ready, scenarios: results, exports };
  } finally {
    await stopServer(server);
  }
}

/**
 * Rounds over all scenarios rather than one long run each, so a burst of load from elsewhere on the machine
 * spreads over every scenario instead of landing on one. Also returns the 1-minute load average along the way.
 */
async function measureInRounds(kind: DbKind, server: Server, base: string, cookie: string, scenarios: Scenario[]) {
  const rounds = scenarios.map((): RoundResult[] => []);
  const loads = [os.loadavg()[0]!];
  for (let round = 1; round <= options.rounds; round++) {
    for (const [index, scenario] of scenarios.entries()) {
      const measured = await measureRound(server, base, cookie, scenario);
      rounds[index]!.push(measured);
      loads.push(os.loadavg()[0]!);
      const own = ascending(measured.serverTimes);
      const client = ascending(measured.times);
      console.error(
        `[${kind}] round ${round}/${options.rounds} ${scenario.name.padEnd(34)} server p50 ${ms(percentile(own, 50)).padStart(5)} ms  ` +
          `p95 ${ms(percentile(own, 95)).padStart(5)} ms; client p95 ${ms(percentile(client, 95)).padStart(5)} ms  (${measured.rows} rows)`,
      );
    }
  }
  return { rounds, loads };
}

/** One EXPLAIN ANALYZE of the scenario's queries, summarised; printed in full with BENCH_EXPLAIN=1. */
async function planOf(kind: DbKind, server: Server, scenario: Scenario): Promise<Pick<ScenarioResult, 'planSummary' | 'executionMs'>> {
  const plans = scenario.kind === 'baseline' ? [] : await server.call<ExplainResult[]>({ type: 'explain', url: scenario.url });
  const main = plans.at(-1);
  const { summary, executionMs } = main ? summarizePlan(main.plan) : { summary: '', executionMs: null };
  if (options.explain) {
    for (const plan of plans) console.error(`\n[${kind}] ${scenario.name}\n${plan.sql}\n${plan.plan}`);
  }
  return { planSummary: summary, executionMs };
}
