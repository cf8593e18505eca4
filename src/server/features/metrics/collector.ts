// This app's Prometheus metrics, in a registry of its own (tests build many apps in one process; the global default
// registry would mix them and refuse a second set of names). Point-in-time figures are read at scrape time.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import { outboxBacklogWithin } from '../health/service';

export interface AppMetrics {
  /** Counts and times one answered request, by route pattern (never the raw URL: ids would explode the series). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The exposition text, with the figures read now. */
  render(): Promise<{ contentType: string; body: string }>;
}

// Process metrics (CPU, memory, event loop, GC) belong to the process, not to an app: collected once, since each
// collectDefaultMetrics call starts its own event-loop and GC monitors.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createAppMetrics(deps: { database: Database; live: Pick<LiveHub, 'size'> }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (an event stream counts until it ends)',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const databaseUp = new Gauge({ name: 'casa_database_up', help: '1 when the database answered the scrape within 2 s', registers });
  const outboxEmails = new Gauge({
    name: 'casa_outbox_emails',
    help: 'E-mails in the outbox, by status',
    labelNames: ['status'],
    registers,
  });
  const oldestPending = new Gauge({
    name: 'casa_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest e-mail still to send (0 when none waits)',
    registers,
  });
  new Gauge({
    name: 'casa_live_streams_open',
    help: 'Server-Sent Events streams open in this process',
    registers,
    collect() {
      this.set(deps.live.size);
    },
  });

  const poolStats = deps.database.poolStats?.bind(deps.database);
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<NonNullable<Database['poolStats']>>>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge('casa_db_pool_connections', 'Connections the PostgreSQL pool holds, busy or idle', (stats) => stats.total);
    poolGauge('casa_db_pool_idle_connections', 'Pool connections waiting for a query', (stats) => stats.idle);
    poolGauge('casa_db_pool_waiting_requests', 'Queries waiting for a free pool connection', (stats) => stats.waiting);
  }

  return {
    observe(request, reply) {
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    },
    async render() {
      // One query for both outbox gauges (the same one /healthz runs); a database that fails leaves them empty.
      const backlog = await outboxBacklogWithin(deps.database.db, 2_000);
      databaseUp.set(backlog ? 1 : 0);
      outboxEmails.reset();
      oldestPending.reset();
      if (backlog) {
        outboxEmails.set({ status: 'pending' }, backlog.pending);
        outboxEmails.set({ status: 'failed' }, backlog.failed);
        oldestPending.set(backlog.oldestPendingAgeSeconds ?? 0);
      }
      const merged = Registry.merge([registry, processMetrics()]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
