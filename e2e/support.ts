import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe with the WCAG 2.2 A/AA rules; any violation fails the test with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** A page that scrolls sideways looks broken on a phone; nothing may be wider than the viewport. */
/** Compared with the device width: on an emulated phone (`isMobile`) the layout viewport grows to fit wide content, so `innerWidth` would hide an overflow. */
export async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page is wider than the viewport').toBeLessThanOrEqual(page.viewportSize()!.width);
}
