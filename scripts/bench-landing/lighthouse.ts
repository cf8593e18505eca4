// One Lighthouse run (performance only, mobile form factor, default simulated throttling) in a fresh headless
// Debian Chromium launched by chrome-launcher; no browser is ever downloaded.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromePath = '/usr/bin/chromium';

export interface Measure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Bytes transferred, every request. */
  totalBytes: number;
  /** Bytes transferred for scripts. */
  scriptBytes: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, up to `attempts` times. */
export async function runLighthouse(url: string, attempts = 3): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof RuntimeError)) throw error;
      console.error(`${error.message}; again (${attempt + 1}/${attempts})`);
    }
  }
}

class RuntimeError extends Error {}

async function runOnce(url: string): Promise<Measure> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new RuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`);
      return value;
    };
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      fcpMs: metric('first-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      totalBytes: metric('total-byte-weight'),
      scriptBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    };
  } finally {
    chrome.kill();
  }
}
