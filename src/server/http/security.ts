// Headers, cross-site request refusal and rate-limit tiers, for every route of the app.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { errorCopy } from '../../shared/copy/errors';
import type { Config } from '../config';
import { ForbiddenError, HttpError } from './errors';
import { redisRateLimitStore } from './rate-limit-store';
import { helmetHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every route that starts a checkout or gives money back: one budget per institution or operator. */
    paymentsRateLimit: preHandlerAsyncHookHandler;
    /** preHandler of every "not found" answer (API or screen), so guessing URLs is slow. */
    notFoundRateLimit: preHandlerAsyncHookHandler;
  }
}

/**
 * Features of the browser the app never uses, switched off for our pages and anything they embed. Checkouts are
 * a redirect to Stripe's own page, so `payment` is off too.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `rateLimitNameSpace` prefixes every counter's key in Redis (tests give each run its own). */
export async function registerSecurity(app: FastifyInstance, config: Config, rateLimitNameSpace = 'casajoven:rate-limit:') {
  const securityHeaders = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // React and Radix write inline style attributes (positions, progress widths).
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS only makes sense behind TLS, i.e. in production (helmet's default: a year, subdomains included).
      strictTransportSecurity: config.env === 'production',
      crossOriginEmbedderPolicy: false,
    }),
    'permissions-policy': permissionsPolicy,
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  // Every API answer is per-user or may be: none is stored by a browser or a proxy unless its route says otherwise
  // (docs/decisions/0077-api-answers-are-not-cached.md).
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossSite(request, config.publicUrl)) {
      throw new ForbiddenError(errorCopy.crossSite);
    }
  });

  const tiers = rateLimitTiers(config);
  // Memory counters hold for one process only: with REDIS_URL every process counts in one place (docs/decisions/0092-rate-limits-in-redis.md).
  const shared = config.redisUrl ? await redisRateLimitStore(config.redisUrl, rateLimitNameSpace, app.log) : null;
  if (shared) app.addHook('onClose', async () => shared.close());
  await app.register(rateLimit, {
    global: true,
    ...(shared ? { store: shared.store } : {}),
    max: tiers.api.max,
    timeWindow: tiers.api.timeWindow,
    keyGenerator: tiers.api.keyGenerator,
    // Only the API counts: the page shell and static files are not an API budget (docs/decisions/0078-…).
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: errorCopy.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });

  app.decorate('paymentsRateLimit', limiter(app, tiers.payments, errorCopy.tooManyPayments));
  app.decorate('notFoundRateLimit', limiter(app, tiers.notFound, errorCopy.tooManyRequests));
}

const minute = 60_000;

/**
 * Tiers, declared here only. `credentials` and `api` key on the client address (`api` on the key for `/api/v1`); `payments` keys on who pays
 * (the institution) or refunds (the operator), known once access control ran, so it is a preHandler
 * (`app.paymentsRateLimit`); `notFound` counts every unknown path, API or screen (`app.notFoundRateLimit`).
 * The page shell and static files have no tier. Every key names its tier, so no two tiers ever share a counter, in
 * memory or in Redis.
 */
export function rateLimitTiers(config: Config) {
  return {
    credentials: { max: config.rateLimits.authPerMinute, timeWindow: minute, keyGenerator: byAddress('credentials') },
    api: { max: config.rateLimits.apiPerMinute, timeWindow: minute, keyGenerator: apiKey },
    payments: { max: config.rateLimits.paymentsPerMinute, timeWindow: minute, keyGenerator: payerKey },
    notFound: { max: config.rateLimits.apiPerMinute, timeWindow: minute, keyGenerator: byAddress('notFound') },
  };
}

// request.ip honours TRUST_PROXY, so the limit keys on the real client behind a proxy.
const byAddress = (tier: string) => (request: FastifyRequest) => `${tier}:${request.ip}`;

/**
 * The versioned API counts per API key, wherever its calls come from (an integration may run on several hosts); the
 * key is known before the limit runs (access.ts). A refused key, and every other call, counts per address.
 */
const byAddressForApi = byAddress('api');
const apiKey = (request: FastifyRequest) => (request.apiKey ? `api:key:${request.apiKey.keyId}` : byAddressForApi(request));

function payerKey(request: FastifyRequest): string {
  const viewer = request.viewer;
  if (viewer?.institution) return `payments:institution:${viewer.institution.id}`;
  if (viewer) return `payments:user:${viewer.userId}`;
  return `payments:ip:${request.ip}`;
}

type Tier = { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string };

/**
 * One counter shared by every route that uses the returned preHandler (the plugin's own route option gives each
 * route its own counter, and its per-request guard skips a second limiter after the global one ran).
 */
function limiter(app: FastifyInstance, tier: Tier, message: string): preHandlerAsyncHookHandler {
  // The global allowList (API paths only) must not apply: unknown screens are limited too.
  const check = app.createRateLimit({ ...tier, allowList: () => false });
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new HttpError(429, message);
  };
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Decided on the matched route's pattern, not the raw URL: the router decodes the path, so `/%61pi/…` reaches an
 * API route and must count as one.
 */
const isApiRequest = (request: FastifyRequest) => isApiPath(request.routeOptions.url ?? request.url);

/**
 * Browsers send Sec-Fetch-Site (and Origin) with every state-changing request; anything not from our own
 * origin is refused. Clients that send neither (curl, server-to-server) are not browsers and carry no cookies
 * of a victim, so they pass.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    return origin !== new URL(publicUrl).origin && origin !== requestOrigin(request);
  }
  return origin === 'null';
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
