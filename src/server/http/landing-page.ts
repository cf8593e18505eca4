// The landing page, rendered by the server with both programmes' versions in force, the loan's and the assistance's
// (docs/decisions/0101-landing-rendered-from-the-programme.md, docs/product/programme.md#landing-and-texts). The
// build leaves its render function (dist/prerender/entry-prerender.js, from src/client/entry-prerender.tsx) and the
// page's template (dist/prerender/landing.html, scripts/prerender.ts); this renders the page at start-up, again when
// either version in force changes (closing the assistance shows at once), and keeps it in memory with its brotli and
// gzip copies.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { AssistanceVersion, Programmes, ProgrammeVersion } from '../../shared/programme';
import { publicVersion, type ProgrammeInForce } from '../features/programme/service';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What the build leaves in dist/prerender/, beside dist/client/. */
export const rendererFile = 'entry-prerender.js';
export const landingTemplateFile = 'landing.html';
/** Where the template takes the rendered root and its programme data. */
export const landingPlaceholder = '<!--landing-->';

/** The root's markup and programme data for both versions (renderLanding of src/client/entry-prerender.tsx). */
export type RenderLanding = (programmes: Programmes) => string;

export interface LandingSource {
  template: string;
  render: RenderLanding;
  /** CSP sources (`'sha256-…'`) of the template's inline scripts, which the page's policy allows by their hash. */
  scriptHashes: string[];
}

/** The code of each inline script that runs (a JSON data block is not run). */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);

/** CSP sources for those scripts, so the page's policy allows them and no other inline script. */
export const inlineScriptHashes = (html: string): string[] =>
  inlineScripts(html).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);

/** The policy with the page's inline scripts added to `script-src`. */
export function allowingScripts(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive))
    .join(';');
}

/** The build's landing renderer beside `clientDir`, or null when the folder has none. */
export async function loadLandingSource(clientDir: string): Promise<LandingSource | null> {
  const dir = path.join(path.dirname(path.resolve(clientDir)), 'prerender');
  let template: string;
  try {
    template = await readFile(path.join(dir, landingTemplateFile), 'utf8');
  } catch {
    return null;
  }
  if (template.split(landingPlaceholder).length !== 2) {
    throw new Error(`${path.join(dir, landingTemplateFile)} must hold ${landingPlaceholder} once: run npm run build`);
  }
  const module = (await import(pathToFileURL(path.join(dir, rendererFile)).href)) as { renderLanding?: unknown };
  if (typeof module.renderLanding !== 'function') throw new Error(`${path.join(dir, rendererFile)} exports no renderLanding`);
  return { template, render: module.renderLanding as RenderLanding, scriptHashes: inlineScriptHashes(template) };
}

export interface RenderedLanding {
  /** The loan programme's version. */
  version: number;
  assistanceVersion: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** The page's hash; each encoding's ETag adds its name, as each is a representation of its own. */
  hash: string;
}

export async function renderLandingPage(
  source: LandingSource,
  version: ProgrammeVersion,
  assistance: AssistanceVersion,
): Promise<RenderedLanding> {
  const body = source.render({ loan: publicVersion(version), assistance: publicVersion(assistance) });
  // A function, so a `$` in the page (every price has one) is never read as a replacement pattern.
  const html = Buffer.from(source.template.replace(landingPlaceholder, () => body));
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        // The page is compressed once per version, as the build compresses its files (scripts/compress-assets.mjs).
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip(html, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return { version: version.version, assistanceVersion: assistance.version, html, br, gzip: gz, hash };
}

/** brotli, else gzip, else none, as the request's Accept-Encoding allows (a `q=0` refuses an encoding). */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export interface LandingPage {
  /** The page for the version in force now, rendered again first if that version changed. */
  current(): Promise<RenderedLanding>;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  stop(): void;
}

/**
 * Renders the page once before the server listens, and again when the version in force is another than the one
 * rendered: at once when any process publishes (programme.onChange), and on the first request after a scheduled
 * version comes into force (each request asks the version in force, which the process keeps in memory).
 */
export async function createLandingPage(source: LandingSource, programme: ProgrammeInForce, log: FastifyBaseLogger): Promise<LandingPage> {
  let rendered: RenderedLanding | null = null;
  let rendering: { key: string; page: Promise<RenderedLanding> } | null = null;
  const keyOf = (loan: number, assistance: number) => `${loan}:${assistance}`;

  async function current(): Promise<RenderedLanding> {
    const [version, assistance] = await Promise.all([programme.current(), programme.assistance()]);
    const key = keyOf(version.version, assistance.version);
    if (rendered && keyOf(rendered.version, rendered.assistanceVersion) === key) return rendered;
    if (rendering?.key !== key) {
      const page = renderLandingPage(source, version, assistance);
      const entry = { key, page };
      rendering = entry;
      page.then(
        (done) => {
          if (rendering === entry) {
            rendered = done;
            rendering = null;
          }
        },
        () => {
          if (rendering === entry) rendering = null;
        },
      );
    }
    return rendering.page;
  }

  await current();
  const stopListening = programme.onChange(() => {
    current().then(
      (page) =>
        log.info(
          { programmeVersion: page.version, assistanceProgrammeVersion: page.assistanceVersion },
          'landing page rendered for the programme versions in force',
        ),
      (error: unknown) => log.error({ err: error }, 'the landing page could not be rendered again; the next request retries'),
    );
  });

  return {
    current,
    async send(request, reply) {
      const page = await current();
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', allowingScripts(policy, source.scriptHashes));
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      const etag = `"${page.hash}${encoding ? `-${encoding}` : ''}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
    },
    stop: stopListening,
  };
}
