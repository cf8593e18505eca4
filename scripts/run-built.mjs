// node scripts/run-built.mjs <main | cli/<name>> [options…]: what `npm start` and the account and database commands
// run. It builds only when the build is missing or older than the sources, then runs dist/server/<entry>.js in this
// process, with plain Node (tsx is a development tool; production never needs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? '';
if (!/^(main|cli\/[a-z0-9-]+)$/.test(entry)) {
  console.error('Usage: node scripts/run-built.mjs main | cli/<name> [options]');
  process.exit(2);
}
const target = path.join(root, 'dist/server', `${entry}.js`);
const stamp = path.join(root, 'dist/.build-stamp');

/** Why a build is needed, or null when dist/ is up to date. */
function staleBecause() {
  for (const file of [target, path.join(root, 'dist/client/index.html'), stamp]) {
    if (!existsSync(file)) return `${path.relative(root, file)} is missing`;
  }
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [
    ...filesUnder('src'),
    ...filesUnder('drizzle'),
    'index.html',
    'package.json',
    ...readdirSync(root).filter((name) => name.startsWith('vite.config.')),
  ];
  const newer = inputs.find((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).mtimeMs > builtAt);
  return newer ? `${newer} changed since the last build` : null;
}

/** Files under a folder of the root, relative to it; tests are in no build, so editing one rebuilds nothing. */
function filesUnder(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !/\.test\.tsx?$/.test(item.name))
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

const reason = staleBecause();
if (reason) {
  console.error(`Building first: ${reason}.`);
  // The build's output goes to stderr: a command's stdout stays its own (a backup written to a pipe, say).
  // Always a production build, whatever NODE_ENV the server runs with: under NODE_ENV=development Vite would bundle
  // React's development build into dist/.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    shell: process.platform === 'win32',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Stack traces point at src/ through the bundle's source maps.
process.setSourceMapsEnabled(true);
// argv as when the entry was run directly (`node dist/server/cli/x.js --name …`): the commands read argv.slice(2).
process.argv = [process.argv[0], target, ...process.argv.slice(3)];
await import(pathToFileURL(target).href);
