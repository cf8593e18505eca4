// Vitest's global setup: a clamd that knows the project's EICAR signature (scripts/ensure-clamd.sh installs and starts
// one if none answers), so the documents' scans run for real. Its socket reaches every test file as CLAMD_SOCKET, which
// testConfig passes on to the app's configuration.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../server/project-root';

export default function setup() {
  const socket = execFileSync('bash', [path.join(projectRoot, 'scripts/ensure-clamd.sh')], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  }).trim();
  process.env.CLAMD_SOCKET = socket;
}
