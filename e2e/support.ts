import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The WCAG A/AA rules axe-core 4.11 marks "experimental": axe skips them even when their tags are asked for, so
 *  a tag filter alone could never catch a menu whose name differs from its text (label-content-name-mismatch, WCAG 2.5.3).
 *  Listed from `axe.getRules()` (docs/decisions/0067-axe-experimental-wcag-rules-and-carried-toasts.md). Left out:
 *  `p-as-heading`, whose style heuristic flags large figures (a price, "404") that are data, not headings. */
export const experimentalWcagRules = ['label-content-name-mismatch', 'css-orientation-lock', 'table-fake-caption', 'td-has-header'];

/** axe with every WCAG 2.2 A/AA rule, experimental ones included; any violation fails the test with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  const rules = Object.fromEntries(experimentalWcagRules.map((id) => [id, { enabled: true }]));
  // One options object: AxeBuilder.options() replaces what withTags() set, so the tags go in here too.
  const results = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: wcagTags }, rules }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** A page that scrolls sideways looks broken on a phone; nothing may be wider than the viewport.
 *  Compared with the device width: on an emulated phone (`isMobile`) the layout viewport grows to fit wide content, so `innerWidth` would hide an overflow. */
export async function expectNoHorizontalScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'page is wider than the viewport').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** What every screen a spec reaches must pass: axe clean and no sideways scroll. */
export async function checkScreen(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}
