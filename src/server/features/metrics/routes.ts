// GET /metrics (Prometheus text format) for this process's scraper: loopback callers, or a caller presenting
// METRICS_TOKEN. Anyone else gets the app's ordinary "not found", so the path is not advertised
// (docs/decisions/0093-housekeeping-and-metrics.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { LiveHub } from '../../live/hub';
import { createAppMetrics } from './collector';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * The TCP peer, never request.ip (with TRUST_PROXY that is whatever a forwarding header claims). A reverse proxy on
 * this machine is a loopback peer too, so a request that carries a forwarding header came through one: not local.
 */
function isLocalCaller(request: FastifyRequest): boolean {
  return loopback.has(request.socket.remoteAddress ?? '') && forwardingHeaders.every((name) => request.headers[name] === undefined);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests: equal lengths for timingSafeEqual, and the time taken says nothing about the token. */
function hasToken(request: FastifyRequest, token: string | null): boolean {
  const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return Boolean(token && presented) && timingSafeEqual(digest(presented!), digest(token!));
}

export function metricsRoutes(app: FastifyInstance, deps: { config: Config; database: Database; live: LiveHub }) {
  const metrics = createAppMetrics(deps);
  app.addHook('onResponse', async (request, reply) => metrics.observe(request, reply));

  // 'public' for the access guard (no session involved); the caller check is this route's own.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!isLocalCaller(request) && !hasToken(request, deps.config.metricsToken)) return reply.callNotFound();
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
