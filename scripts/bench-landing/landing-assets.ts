// What the landing HTML references (as the running app sends it: the server renders the page with the programme
// version in force, docs/decisions/0101), read from the built files: its scripts (and module preloads), its other
// local files (styles, images, icon), and the landing's JavaScript as gzip would send it.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inlineScripts } from '../../src/server/http/landing-page';

const gzip = promisify(zlib.gzip);

export const clientDir = path.resolve('dist/client');

/** Each tag of the HTML with its attributes (lower-case names). */
function tags(html: string): { name: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-z]+)\b([^>]*)>/gi)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: Object.fromEntries([...match[2]!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((a) => [a[1]!.toLowerCase(), a[2]!])),
  }));
}

/** Whether a tag loads JavaScript: a script with a source, or a module preload. */
const isScriptTag = (tag: { name: string; attributes: Record<string, string> }) =>
  (tag.name === 'script' && tag.attributes.src !== undefined) || (tag.name === 'link' && tag.attributes.rel === 'modulepreload');

/** Local paths (`/…`, not `/api/`) an attribute of the HTML points at, in order, without duplicates. */
function localPaths(found: { name: string; attributes: Record<string, string> }[]): string[] {
  const paths = found.flatMap((tag) => [tag.attributes.src, tag.attributes.href]).filter((value) => value !== undefined);
  return [...new Set(paths.filter((value) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/api/')))].filter(
    (value) => statSync(path.join(clientDir, value.split(/[?#]/)[0]!), { throwIfNoEntry: false })?.isFile() ?? false,
  );
}

export interface LandingAssets {
  html: string;
  /** The code of each inline script that runs (not the JSON data block). */
  inlineScripts: string[];
  /** The /assets/ scripts the HTML loads (script src and modulepreload href). */
  scripts: string[];
  /** Every other local file it references: styles, images, the icon. */
  others: string[];
}

/** The landing page as the app at `appUrl` sends it. */
export async function readLanding(appUrl: string): Promise<LandingAssets> {
  const response = await fetch(`${appUrl}/`, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${appUrl}/ answered ${response.status}`);
  const html = await response.text();
  const found = tags(html);
  const scripts = localPaths(found.filter(isScriptTag));
  const others = localPaths(found.filter((tag) => !isScriptTag(tag))).filter((file) => !scripts.includes(file));
  return { html, scripts, others, inlineScripts: inlineScripts(html) };
}

/** The HTML with every <script> element and module preload removed. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/\n\s*\n/g, '\n');
}

/** Gzipped bytes of each script (the build's .gz beside it, else gzip level 9 as the build would; small files have none). */
export async function gzippedScripts(scripts: string[], inlineScripts: string[] = []): Promise<{ file: string; bytes: number }[]> {
  const inline = await Promise.all(
    inlineScripts.map(async (code, index) => ({ file: `inline script ${index + 1}`, bytes: (await gzip(code, { level: 9 })).length })),
  );
  const files = await Promise.all(
    scripts.map(async (file) => {
      const full = path.join(clientDir, file);
      const bytes = existsSync(`${full}.gz`)
        ? (await readFile(`${full}.gz`)).length
        : (await gzip(await readFile(full), { level: 9 })).length;
      return { file, bytes };
    }),
  );
  return [...inline, ...files];
}
