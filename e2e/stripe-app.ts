// A second app server for the Stripe specs, started by the spec itself: the built app with Stripe test keys,
// its SDK pointed at the local fake of Stripe's API (src/test/stripe-fake.ts), on its own port and database.
// The suite's main server (playwright.config.ts) stays on the simulated provider, untouched.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { freePort, waitForHealth } from '../src/test/server-process';
import { startStripeFake, type StripeFake } from '../src/test/stripe-fake';
import { test as base } from './fixtures';
import { serverEnv } from './server-env';

export interface StripeApp {
  baseURL: string;
  fake: StripeFake;
  stop(): Promise<void>;
}

export async function startStripeApp(): Promise<StripeApp> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = `.e2e-data/stripe-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  const fake = await startStripeFake({ webhookUrl: `${baseURL}/api/payments/stripe/webhook` });
  // The compiled server, as playwright.config.ts's main one (test:e2e builds first).
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv(port, dataDir),
      ...fake.env(),
    },
  });
  try {
    await waitForHealth(`${baseURL}/healthz`, child, 150_000);
  } catch (error) {
    child.kill('SIGTERM');
    await fake.close();
    throw error;
  }
  return {
    baseURL,
    fake,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The suite's fixtures on a Stripe app started once per worker: everyone of a spec that uses it signs in and works on it. */
export const test = base.extend<object, { stripeApp: StripeApp }>({
  stripeApp: [
    // eslint-disable-next-line no-empty-pattern -- a fixture's dependencies are the fields of its first argument: none here
    async ({}, use) => {
      const app = await startStripeApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ stripeApp }, use) => use(stripeApp.baseURL),
});
