// Percentiles of the measured times, pooled over every round of a scenario.
import type { Scenario } from './scenarios';

export interface RoundResult {
  rows: number;
  times: number[];
  serverTimes: number[];
  seconds: number;
}

export interface ScenarioStats {
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
}

/** `sorted` in ascending order; the nearest-rank percentile. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

export function combineRounds(scenario: Scenario, rounds: RoundResult[]): ScenarioStats {
  const times = ascending(rounds.flatMap((round) => round.times));
  const serverTimes = ascending(rounds.flatMap((round) => round.serverTimes));
  return {
    scenario,
    rows: rounds[0]!.rows,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1)!,
    bestRoundP95: Math.min(...rounds.map((round) => percentile(ascending(round.times), 95))),
    serverP50: percentile(serverTimes, 50),
    serverP95: percentile(serverTimes, 95),
    perSecond: times.length / rounds.reduce((sum, round) => sum + round.seconds, 0),
  };
}
