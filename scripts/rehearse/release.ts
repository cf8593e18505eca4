// The builds the rehearsal runs: the checkout's files (tracked and new, as `git ls-files` lists them) copied to a
// folder of its own and built there with `npm run build`, so no other build of this checkout (a test run's, an
// editor's) ever writes into the rehearsal's dist/ or the rehearsal into theirs. A release is what the Dockerfile's
// runtime image holds: dist/, drizzle/, package.json, deploy/start-app.sh and node_modules.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, openSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export async function copySources(root: string, into: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    // node_modules is linked, not copied (a checkout may hold it as a symlink, which git lists).
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    // A file deleted in the working tree is still listed as cached: what is on disk is what gets built.
    try {
      mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(into, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'));
}

/** `npm run build` in the copied sources; its output goes to `log`. */
export function build(sources: string, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = openSync(log, 'a');
    const child = spawn('npm', ['run', 'build'], {
      cwd: sources,
      stdio: ['ignore', out, out],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (exit ${code}); see ${log}`))));
  });
}

/** A release folder from a finished build: its own copy of dist/, so the next build in `sources` cannot touch it. */
export function assembleRelease(root: string, sources: string, release: string) {
  mkdirSync(release, { recursive: true });
  cpSync(path.join(sources, 'dist'), path.join(release, 'dist'), { recursive: true });
  cpSync(path.join(sources, 'drizzle'), path.join(release, 'drizzle'), { recursive: true });
  cpSync(path.join(sources, 'package.json'), path.join(release, 'package.json'));
  mkdirSync(path.join(release, 'deploy'));
  cpSync(path.join(sources, 'deploy/start-app.sh'), path.join(release, 'deploy/start-app.sh'));
  symlinkSync(path.join(root, 'node_modules'), path.join(release, 'node_modules'));
}
