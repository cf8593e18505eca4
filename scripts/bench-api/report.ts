// The table bench:api prints: each point's throughput and latency, and the app's share of the bare peer's throughput.
import type { Point } from './load';

export const targets = { userShare: 0.7, leadsShare: 0.6, leadsP975Ms: 20 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function medianPoint(points: Point[]): Point {
  return {
    requestsPerSecond: median(points.map((point) => point.requestsPerSecond)),
    p50: median(points.map((point) => point.p50)),
    p975: median(points.map((point) => point.p975)),
    p99: median(points.map((point) => point.p99)),
    failures: points.reduce((sum, point) => sum + point.failures, 0),
    serverCpuUs: median(points.map((point) => point.serverCpuUs)),
    postgresCpuUs: median(points.map((point) => point.postgresCpuUs)),
  };
}

const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

export function printReport(results: { peer: Point; user: Point; leads: Point }, connections: number, rounds: number) {
  const { peer, user, leads } = results;
  const rows: [string, Point, string][] = [
    ['bare Fastify + pg, session lookup', peer, '100 %'],
    ['app GET /api/auth/user', user, percent(user.requestsPerSecond / peer.requestsPerSecond)],
    ['app GET /api/leads-for-banks', leads, percent(leads.requestsPerSecond / peer.requestsPerSecond)],
  ];
  console.log(`\nAt ${connections} connections, median of ${rounds} round(s); CPU from /proc, autocannon's own not counted:\n`);
  console.log('| | requests/s | share of bare | p50 | p97.5 | p99 | server CPU per answer | PostgreSQL CPU per answer | failures |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, point, share] of rows) {
    console.log(
      `| ${name} | ${Math.round(point.requestsPerSecond).toLocaleString('en-US')} | ${share} | ${point.p50} ms | ${point.p975} ms | ${point.p99} ms | ${Math.round(point.serverCpuUs)} µs | ${Math.round(point.postgresCpuUs)} µs | ${point.failures} |`,
    );
  }
  const userShare = user.requestsPerSecond / peer.requestsPerSecond;
  const leadsShare = leads.requestsPerSecond / peer.requestsPerSecond;
  console.log('');
  console.log(
    `${verdict(userShare >= targets.userShare)} /api/auth/user at ${percent(userShare)} of bare (target ≥ ${percent(targets.userShare)})`,
  );
  console.log(
    `${verdict(leadsShare >= targets.leadsShare)} leads list at ${percent(leadsShare)} of bare (target ≥ ${percent(targets.leadsShare)})`,
  );
  console.log(`${verdict(leads.p975 <= targets.leadsP975Ms)} leads list p97.5 ${leads.p975} ms (target ≤ ${targets.leadsP975Ms} ms)`);
}
