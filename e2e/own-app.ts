// An app server of a spec's own, one per worker: a spec that publishes a programme version changes what every screen
// shows, and other specs (landing, guide, calculator) read the programmes while it runs, so it publishes where no
// other spec looks (the phone and desktop runs never meet either). `baseURL` points at it.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort, waitForHealth } from '../src/test/server-process';
import { test as base } from './fixtures';
import { serverEnv } from './server-env';

export const test = base.extend<object, { ownApp: string }>({
  ownApp: [
    // eslint-disable-next-line no-empty-pattern -- a fixture's dependencies are the fields of its first argument: none here
    async ({}, use) => {
      const port = await freePort();
      const dataDir = `.e2e-data/own-${port}`;
      await rm(dataDir, { recursive: true, force: true });
      // The compiled server, as playwright.config.ts's main one (test:e2e builds first).
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...serverEnv(port, dataDir) },
      });
      const baseURL = `http://localhost:${port}`;
      try {
        await waitForHealth(`${baseURL}/healthz`, child, 150_000);
        await use(baseURL);
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ownApp }, use) => use(ownApp),
});

export { expect } from './fixtures';
