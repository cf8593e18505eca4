// Headers, cross-site request refusal and rate-limit tiers, for every route of the app.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCopy } from '../../shared/copy/errors';
import type { Config } from '../config';
import { ForbiddenError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
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
    // HSTS only makes sense behind TLS, i.e. in production.
    strictTransportSecurity: config.env === 'production',
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossSite(request, config.publicUrl)) {
      throw new ForbiddenError(errorCopy.crossSite);
    }
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.apiPerMinute,
    timeWindow: '1 minute',
    // request.ip honours TRUST_PROXY, so the limit keys on the real client behind a proxy.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: errorCopy.tooManyRequests,
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
}

/** Tiers (habit 8): the strictest on credentials, a roomy one for static files. */
export function rateLimitTiers(config: Config) {
  return {
    credentials: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' },
    api: { max: config.rateLimits.apiPerMinute, timeWindow: '1 minute' },
    assets: { max: 1000, timeWindow: '1 minute' },
  };
}

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
