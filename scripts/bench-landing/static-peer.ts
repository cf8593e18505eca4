// The static peer: the same pre-rendered landing HTML with every <script> and module preload removed, with the styles
// and images it references, compressed as the build compresses (scripts/compress-assets.mjs), served by a bare
// node:http server on 127.0.0.1. What the landing page would cost with no JavaScript at all.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compressAssets } from '../compress-assets.mjs';
import { clientDir, withoutScripts, type LandingAssets } from './landing-assets';
import type { Running } from './app-server';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Writes the static copy into `dir` (index.html and the referenced files, with their .br and .gz). */
export async function writeStaticCopy(landing: LandingAssets, dir: string): Promise<void> {
  await writeFile(path.join(dir, 'index.html'), withoutScripts(landing.html));
  for (const file of landing.others) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(clientDir, file), target);
  }
  await compressAssets(dir);
}

export async function startStaticPeer(dir: string): Promise<Running> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const file = path.resolve(dir, pathname === '/' ? 'index.html' : `.${pathname}`);
      if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = [
        { name: 'br', suffix: '.br' },
        { name: 'gzip', suffix: '.gz' },
      ].find((candidate) => accepts.includes(candidate.name) && existsSync(file + candidate.suffix));
      const body = await readFile(encoding ? file + encoding.suffix : file);
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding.name } : {}),
      });
      response.end(body);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the static peer has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
