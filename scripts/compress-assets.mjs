// The last step of `npm run build`: writes <file>.br and <file>.gz beside each compressible file of dist/client, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request; then the
// build stamp that scripts/run-built.mjs compares with the sources. The tests import compressAssets to make their files.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text the browser fetches. Source maps are left out: only developer tools ask for them.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
// Below this a compressed copy saves less than a packet, and the request costs the same.
export const minBytes = 1024;

/**
 * Writes the .br (quality 11) and .gz (level 9) variants of every compressible file of `dir` of at least
 * `minBytes`; a variant that would not be smaller is not written, so the original is served instead.
 * @param {string} dir
 * @returns {Promise<Array<{ file: string; bytes: number; br: number | null; gz: number | null }>>}
 */
export async function compressAssets(dir) {
  const names = await readdir(dir, { recursive: true });
  const files = names.map((name) => path.join(dir, name)).filter((file) => compressible.has(path.extname(file)));
  const results = await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return null;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: 9 }),
      ]);
      const keep = async (/** @type {Buffer} */ variant, /** @type {string} */ suffix) => {
        if (variant.length >= source.length) return null;
        await writeFile(file + suffix, variant);
        return variant.length;
      };
      return { file: path.relative(dir, file), bytes: source.length, br: await keep(br, '.br'), gz: await keep(gz, '.gz') };
    }),
  );
  return results.filter((result) => result !== null);
}

// Run as a script (not imported by a test): compress dist/client, report, and stamp the finished build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await compressAssets('dist/client');
  const sum = (/** @type {(r: (typeof results)[number]) => number} */ pick) => results.reduce((total, r) => total + pick(r), 0);
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `compressed ${results.length} files in dist/client: ${kb(sum((r) => r.bytes))} → br ${kb(sum((r) => r.br ?? r.bytes))}, gzip ${kb(sum((r) => r.gz ?? r.bytes))}`,
  );
  // Its mtime is "when the build finished": run-built.mjs rebuilds when a source is newer.
  await writeFile('dist/.build-stamp', `${new Date().toISOString()}\n`);
}
