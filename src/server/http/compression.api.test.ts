// Compressed answers: the build's .br/.gz files for the client (scripts/compress-assets.mjs), compression on the fly
// for large API answers, and never for the live event stream.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from '../../../scripts/compress-assets.mjs';
import { signUpBuyer, setupTestApp } from '../../test/app';
import { publishEvent } from '../live/publish';

// A stand-in for dist/client with real-sized files, compressed by the build's own code.
const clientDir = mkdtempSync(path.join(tmpdir(), 'casa-compressed-'));
mkdirSync(path.join(clientDir, 'assets'));
const filler = (word: string) => Array.from({ length: 300 }, (_, i) => `${word} ${i}`).join(' ');
writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>${filler('shell')}</title><div id="root"><!--app--></div>`);
writeFileSync(
  path.join(clientDir, 'landing.html'),
  `<div id="root" data-prerendered="/"><h1>Tu primera casa</h1><p>${filler('casa')}</p></div>`,
);
writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify(filler('código'))});`);
writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
await compressAssets(clientDir);
const original = (file: string) => readFileSync(path.join(clientDir, file));

const built = await setupTestApp({}, { clientDir });
const { app } = built;
const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

describe('the built client, pre-compressed', () => {
  const files = [
    { url: '/', file: 'landing.html', cacheControl: 'no-cache' },
    { url: '/dashboard', file: 'index.html', cacheControl: 'no-cache' },
    { url: '/assets/main-abc123.js', file: 'assets/main-abc123.js', cacheControl: 'public, max-age=31536000, immutable' },
  ];

  for (const encoding of ['br', 'gzip'] as const) {
    it.each(files)(`sends $url as ${encoding} when asked, byte for byte the file`, async ({ url, file, cacheControl }) => {
      const response = await get(url, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      // The build's copy as it is (not compressed again on the way out), and decoded once it is the file.
      expect(response.rawPayload.equals(original(`${file}.${encoding === 'br' ? 'br' : 'gz'}`))).toBe(true);
      expect(decoders[encoding](response.rawPayload).equals(original(file))).toBe(true);
    });
  }

  it.each(files)('sends $url as it is to a client that accepts no encoding', async ({ url, file, cacheControl }) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.rawPayload.equals(original(file))).toBe(true);
  });

  it('sends a file too small to have compressed copies as it is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer for a client that accepts it, and it decodes to the same JSON', async () => {
    const plain = await get('/api/institutions');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/institutions', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(decoders[encoding](response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('leaves a small answer alone', async () => {
    const response = await get('/healthz', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

// The stream over real HTTP, as the browser opens it.
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const buyer = await signUpBuyer(app, 'Rosa Compresión');

describe('the live event stream', () => {
  const requests: http.ClientRequest[] = [];
  afterAll(() => {
    for (const request of requests) request.destroy();
  });

  it('is never compressed, even for a client that accepts br: each event arrives as it is written', async () => {
    // node:http, not fetch: fetch would decode a compressed stream and hide it.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get(`${base}/api/events`, { headers: { cookie: buyer.cookie, 'accept-encoding': 'br, gzip' } }, resolve);
      request.on('error', reject);
      requests.push(request);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);

    let received = '';
    const arrived = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive; got ${JSON.stringify(received)}`)), 3_000);
        const check = () => {
          if (!received.includes(text)) return;
          clearTimeout(timer);
          response.off('data', onData);
          resolve();
        };
        const onData = (chunk: Buffer) => {
          received += chunk.toString('utf8');
          check();
        };
        response.on('data', onData);
        check();
      });
    await arrived('retry: 3000');
    // One event, and the stream stays open: it must come through now, not when a compressor's buffer fills.
    await publishEvent(built.database.db, { kind: 'user', id: buyer.id }, { type: 'unread', payload: { count: 7 } });
    await arrived('data: {"count":7}');
  });
});
