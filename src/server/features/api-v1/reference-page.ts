// The API's reference page (docs/decisions/0109-openapi-reference-page.md): Swagger UI from the swagger-ui-dist package,
// served from node_modules by these routes only, so none of it is in the app's bundles and no CDN is involved. The
// page loads our own small start-up script (reference.js): the site's policy allows no inline script, and this page
// needs no exception to it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api-paths';
import { NotFoundError } from '../../http/errors';

const base = apiPaths.v1.reference;
const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(apiPaths.v1.openApi)},
    dom_id: '#referencia',
    // Deep links put a link inside each operation's button (nested controls for a screen reader).
    deepLinking: false,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
  });
  // Swagger UI's server picker has no name of its own.
  new MutationObserver(function () {
    var servers = document.getElementById('servers');
    if (servers && !servers.hasAttribute('aria-label')) servers.setAttribute('aria-label', 'Servidor');
  }).observe(document.body, { childList: true, subtree: true });
});
`;

/** Swagger UI's colours and sizes where they fall short of WCAG AA (contrast, 24 px targets). */
const accessibleStyles = `.swagger-ui .info .title small { background: #334155; }
.swagger-ui .info .title small.version-stamp { background: #166534; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1e40af; }
.swagger-ui .btn.authorize { color: #166534; border-color: #166534; }
.swagger-ui .btn.authorize svg { fill: #166534; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }
.swagger-ui .opblock-summary-control, .swagger-ui .opblock-summary-path { min-height: 24px; }
.swagger-ui .opblock-tag { min-height: 44px; }
`;

const page = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Referencia de la API v1 · Casa Joven PR</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${base}/swagger-ui.css">
<link rel="stylesheet" href="${base}/reference.css">
</head>
<body>
<main id="referencia" aria-label="Referencia de la API v1"></main>
<script src="${base}/swagger-ui-bundle.js"></script>
<script src="${base}/reference.js"></script>
</body>
</html>
`;

/** The files the page loads, by the name in its URL: from the package, or written here. */
const assets: Record<string, { type: string; load: () => Promise<Buffer | string> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: () => readFile(path.join(distDir, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', load: () => readFile(path.join(distDir, 'swagger-ui-bundle.js')) },
  'reference.js': { type: 'text/javascript; charset=utf-8', load: async () => startScript },
  'reference.css': { type: 'text/css; charset=utf-8', load: async () => accessibleStyles },
};

export function referencePageRoutes(scope: FastifyInstance) {
  // Read on first use and kept: most processes never serve this page.
  const loaded = new Map<string, Promise<Buffer | string>>();
  const hidden = { hide: true };

  scope.get(base, { config: { access: 'public' }, schema: hidden }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  scope.get<{ Params: { asset: string } }>(`${base}/:asset`, { config: { access: 'public' }, schema: hidden }, async (request, reply) => {
    const asset = Object.hasOwn(assets, request.params.asset) ? assets[request.params.asset] : undefined;
    if (!asset) throw new NotFoundError();
    let body = loaded.get(request.params.asset);
    if (!body) {
      body = asset.load();
      loaded.set(request.params.asset, body);
    }
    // The package's files change only with its version, which a deployment changes with a restart.
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=86400')
      .send(await body);
  });
}
