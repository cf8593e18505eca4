// Compresses answers on the fly (brotli, else gzip) when they are large enough to gain from it: the API's JSON and
// CSV. The client's files are compressed once at build time and sent as they are (client-app.ts turns this off there).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Registered before any route: the plugin attaches itself to the routes declared after it. */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    // zstd and deflate add nothing every browser needs; brotli at the plugin's quality 4 is cheap per request.
    encodings: ['br', 'gzip'],
    // Under about a kilobyte, compressing saves less than a packet.
    threshold: 1024,
    // Up to this size an answer is compressed inline; above it, through a stream pipeline that costs about a
    // millisecond more per answer. The plugin's default follows the core count (8 KB on two cores), and a page of 25
    // leads is just above 8 KB: a page of 100 is under 64 KB, which brotli at quality 4 compresses in well under that
    // millisecond (docs/performance.md, "Answers compressed inline").
    syncThreshold: 64 * 1024,
    // Answers only: no client sends a compressed body, so inflating request bodies is surface for nothing.
    globalDecompression: false,
    // The live stream (text/event-stream) is never compressed: the plugin's list of compressible types leaves it
    // out, and its route writes to the socket itself (hijacked), past every onSend hook, so each event is flushed.
  });
}
