import { defineConfig } from '@playwright/test';

// The deployment rehearsal's checks (e2e-rehearsal/), started by `npm run rehearse` (scripts/rehearse/main.ts), which
// runs nginx and the app processes and passes their addresses. One worker, one desktop browser: the checks are about
// the deployment, not the screens, and some of them (the rolling restart) act on processes everyone shares.
const baseURL = process.env.REHEARSAL_URL;
if (!baseURL) throw new Error('The rehearsal spec runs under `npm run rehearse`, which starts what it checks.');

export default defineConfig({
  testDir: 'e2e-rehearsal',
  // Its own folder: Playwright empties its output folder at start, and the end-to-end suite may be running beside it.
  outputDir: 'test-results/rehearsal',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'es-PR',
    timezoneId: 'America/Puerto_Rico',
    viewport: { width: 1280, height: 900 },
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
        // The certificate the rehearsal made for localhost, trusted by its key alone (no HTTPS error is ignored).
        `--ignore-certificate-errors-spki-list=${process.env.REHEARSAL_SPKI ?? ''}`,
      ],
    },
  },
});
