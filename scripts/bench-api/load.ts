// One measured point: autocannon at a number of connections for some seconds, every answer checked for its status.
import autocannon from 'autocannon';
import { postgresCpuMs, postgresCpuSince } from './cpu';

export interface Point {
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  /** Answers other than 200, and connection errors: a point with any is not a measurement. */
  failures: number;
  /** CPU time per answer, in microseconds: of the server under load, and of PostgreSQL's backends. */
  serverCpuUs: number;
  postgresCpuUs: number;
}

export async function measure(
  url: string,
  cookie: string,
  connections: number,
  seconds: number,
  serverCpuMs: () => number,
): Promise<Point> {
  const before = { server: serverCpuMs(), postgres: postgresCpuMs() };
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const answers = Math.max(1, result.requests.total);
  return {
    serverCpuUs: ((serverCpuMs() - before.server) * 1000) / answers,
    postgresCpuUs: (postgresCpuSince(before.postgres) * 1000) / answers,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
