// Serves the built client: hashed assets, the landing page (rendered by the server with the programme version in
// force, landing-page.ts), and the SPA shell for other screens, each compressed once (by the build, or by the server
// for the landing page) and sent as brotli or gzip when the browser accepts it.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCopy } from '../../shared/copy/errors';
import { isScreenPath, screens } from '../../shared/screens';
import type { Config } from '../config';
import type { ProgrammeInForce } from '../features/programme/service';
import { createLandingPage, loadLandingSource, type LandingPage } from './landing-page';

export async function registerClientApp(app: FastifyInstance, config: Config, programme: ProgrammeInForce) {
  app.setNotFoundHandler({ preHandler: app.notFoundRateLimit }, (_request, reply) => {
    reply.status(404).send({ message: errorCopy.notFound });
  });
  if (!config.clientDir) return;

  const root = path.resolve(config.clientDir);
  // Cache headers are ours (per kind of file), not the plugin's default. `preCompressed`: reply.sendFile sends the
  // build's <file>.br or <file>.gz when the browser accepts it (scripts/compress-assets.mjs), with `vary: accept-encoding`.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, preCompressed: true });

  // The build's landing renderer (dist/prerender/, beside dist/client/). A client folder without one but with its own
  // landing.html (the stand-ins of the API tests that serve files) has that file sent as it is; a built client
  // without either is a broken build. No client at all (`npm run dev` before any build, beside `npx vite`) serves the API.
  const source = await loadLandingSource(root);
  let landing: LandingPage | null = null;
  if (source) {
    landing = await createLandingPage(source, programme, app.log);
    app.addHook('onClose', () => landing?.stop());
  } else if ((await isFile(path.join(root, 'index.html'))) && !(await isFile(path.join(root, 'landing.html')))) {
    throw new Error(`${path.join(path.dirname(root), 'prerender')} is missing: run npm run build`);
  }

  // The shell and static files count against no budget (an office behind one address loads many pages);
  // only unknown paths do, through the not-found limiter.
  // Never compressed on the fly (compression.ts): what gains from it was compressed at build time; the rest is small.
  app.get('/*', { config: { access: 'public', rateLimit: false }, compress: false }, async (request, reply) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    if (pathname.startsWith('/api/')) return reply.callNotFound();

    // With Stripe, the simulated checkout page does not exist (docs/product/screens.md#simulated-checkout).
    if (config.paymentProvider !== 'simulated' && pathname === screens.simulatedCheckout) return reply.callNotFound();
    if (pathname === '/') {
      return landing ? landing.send(request, reply) : reply.header('cache-control', 'no-cache').sendFile('landing.html');
    }

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
