import { defineConfig } from '@playwright/test';

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
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // Generous: on a busy two-core machine the first start (migrations, seed, tsx) can take a while.
    timeout: 180_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Many sign-ups from one address in one run; the limit itself is covered by the API tests.
      RATE_LIMIT_AUTH_PER_MINUTE: '500',
      // Every browser of the run shares one address, and each open screen holds an event stream and polls.
      RATE_LIMIT_API_PER_MINUTE: '100000',
      // The demo institutions pay from many specs at once; the money tier is covered by the API tests.
      RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000',
      DATABASE_URL: '',
      // No SMTP_URL: mails go to the development mailbox; the worker polls often so specs see them quickly.
      SMTP_URL: '',
      MAIL_POLL_INTERVAL_MS: '300',
    },
  },
});
