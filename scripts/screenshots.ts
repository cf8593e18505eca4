// Looks at the app the way a person does: screenshots of a few screens at phone and desktop widths.
// Usage: tsx scripts/screenshots.ts [baseUrl] [outDir]  (the app must be running)
//   SCREENS=/,/login picks pages; LOGIN=email:password signs in first (buyers and operators), and with
//   INSTITUTION="Banco X" signs in on the institution portal instead.
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? 'screenshots';
const paths = (process.env.SCREENS ?? '/,/login,/institution-login,/no-such-page').split(',');
const widths = { phone: { width: 390, height: 844, isMobile: true }, desktop: { width: 1280, height: 900, isMobile: false } };
const [email, password] = (process.env.LOGIN ?? '').split(/:(.*)/s);

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [name, { isMobile, ...viewport }] of Object.entries(widths)) {
  const context = await browser.newContext({
    viewport,
    isMobile,
    baseURL: baseUrl,
    locale: 'es-PR',
    timezoneId: 'America/Puerto_Rico',
    extraHTTPHeaders: { origin: baseUrl },
  });
  if (email && password) {
    const institutionName = process.env.INSTITUTION;
    const response = institutionName
      ? await context.request.post('/api/institution/login', { data: { email, password, institutionName } })
      : await context.request.post('/api/auth/sign-in/email', { data: { email, password } });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  }
  const page = await context.newPage();
  for (const path of paths) {
    // An open event stream keeps the network busy, so wait for the page's own load and a moment to settle.
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const file = `${outDir}/${name}${path.replace(/[^a-z0-9]+/gi, '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
