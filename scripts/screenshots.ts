// Looks at the app the way a person does: screenshots of a few screens at phone and desktop widths.
// Usage: tsx scripts/screenshots.ts [baseUrl] [outDir]  (the app must be running)
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const outDir = process.argv[3] ?? 'screenshots';
const paths = (process.env.SCREENS ?? '/,/login,/institution-login,/no-such-page').split(',');
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const [name, viewport] of Object.entries(widths)) {
  const page = await browser.newPage({ viewport });
  for (const path of paths) {
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    const file = `${outDir}/${name}${path.replace(/[^a-z0-9]+/gi, '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
