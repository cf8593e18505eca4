import { defineConfig } from '@playwright/test';
import { serverEnv } from './e2e/server-env';

// The built app on a fresh embedded database, driven by the system Chromium at phone and desktop widths.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
// One embedded database per port, so two runs on one machine never wipe each other's.
const dataDir = `.e2e-data/${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'es-PR',
    timezoneId: 'America/Puerto_Rico',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // What production runs: the compiled server (test:e2e builds first), source maps on for readable stack traces.
    command: `rm -rf ${dataDir} && node --enable-source-maps dist/server/main.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Generous: on a busy two-core machine the first start (migrations, seed) can take a while.
    timeout: 180_000,
    env: serverEnv(port, dataDir),
  },
});
