// One measured point: autocannon at a number of connections for some seconds, every answer checked for its status.
import autocannon from 'autocannon';

export interface Point {
  requestsPerSecond: number;
  p50: number;
  p975: number;
  p99: number;
  /** Answers other than 200, and connection errors: a point with any is not a measurement. */
  failures: number;
}

export async function measure(url: string, cookie: string, connections: number, seconds: number): Promise<Point> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
