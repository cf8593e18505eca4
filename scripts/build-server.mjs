// After the client build: bundles the server and its commands into dist/server (plain Node, no tsx at run time).
// src/server/main.ts → dist/server/main.js, src/server/cli/<name>.ts → dist/server/cli/<name>.js.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const sourceDir = 'src/server';
const entries = [
  'main.ts',
  'cli/institution-create.ts',
  'cli/admin-create.ts',
  'cli/db-backup.ts',
  'cli/db-restore.ts',
  'cli/keys-rotate.ts',
];
const entryPoints = entries.map((entry) => path.join(sourceDir, entry));

// Emptied first, as Vite does dist/client: chunk names carry hashes, and old ones would pile up.
rmSync('dist/server', { recursive: true, force: true });
const result = await build({
  entryPoints,
  outbase: sourceDir,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // node_modules are loaded from where npm put them (PGlite finds its WebAssembly, native modules stay native).
  packages: 'external',
  // Shared code goes to chunks, and the commands' `await import(...)` stays a real lazy import, so a wrong
  // command line still fails before the database and auth modules load.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  // No banner: the sources use import.meta.url (kept as is in ESM output), never require/__dirname.
  logLevel: 'warning',
  metafile: true,
});

const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`server → dist/server: ${entryPoints.length} entries, ${outputs.length} files`);
