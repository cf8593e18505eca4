// Serves the built client: hashed assets, the pre-rendered landing page, and the SPA shell for other screens, each
// pre-compressed by the build when the browser accepts brotli or gzip.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCopy } from '../../shared/copy/errors';
import { isScreenPath, screens } from '../../shared/screens';
import type { Config } from '../config';

export async function registerClientApp(app: FastifyInstance, config: Config) {
  app.setNotFoundHandler({ preHandler: app.notFoundRateLimit }, (_request, reply) => {
    reply.status(404).send({ message: errorCopy.notFound });
  });
  if (!config.clientDir) return;

  const root = path.resolve(config.clientDir);
  // Cache headers are ours (per kind of file), not the plugin's default. `preCompressed`: reply.sendFile sends the
  // build's <file>.br or <file>.gz when the browser accepts it (scripts/compress-assets.mjs), with `vary: accept-encoding`.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });

  // The shell and static files count against no budget (an office behind one address loads many pages);
  // only unknown paths do, through the not-found limiter.
  // Never compressed on the fly (compression.ts): what gains from it was compressed at build time; the rest is small.
  app.get('/*', { config: { access: 'public', rateLimit: false }, compress: false }, async (request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (pathname.startsWith('/api/')) return reply.callNotFound();

    // With Stripe, the simulated checkout page does not exist (docs/product/screens.md#simulated-checkout).
    if (config.paymentProvider !== 'simulated' && pathname === screens.simulatedCheckout) return reply.callNotFound();
    if (pathname === '/') return reply.header('cache-control', 'no-cache').sendFile('landing.html');

    const file = path.resolve(root, `.${pathname}`);
    if (file.startsWith(root + path.sep) && (await isFile(file))) {
      const immutable = pathname.startsWith('/assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
        .sendFile(path.relative(root, file));
    }
    // Unknown screens still get the app (it renders "Page Not Found"), with the right status for crawlers.
    // The development mailbox is no screen at all where it is switched off (production, or SMTP configured).
    const screen = isScreenPath(pathname) && (config.mail.devMailbox || pathname.replace(/\/$/, '') !== screens.devMailbox);
    if (!screen) await app.notFoundRateLimit.call(app, request, reply);
    return reply
      .status(screen ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
