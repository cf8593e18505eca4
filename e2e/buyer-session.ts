import { expect, type BrowserContext, type Page } from '@playwright/test';
import { verifyEmailFromMailbox } from './email-verification';
import { uniqueEmail } from './support';

export const buyerPassword = 'mi-casa-2026';

/** A new buyer account, signed in on this page's browser context (through the API, to keep specs short), with the
 *  e-mail confirmed from the mailbox link unless `verified: false`. */
export async function signUpBuyer(page: Page, name = 'Gabriela Colón', options: { verified?: boolean } = {}) {
  const email = uniqueEmail('compradora');
  const response = await page.request.post('/api/auth/sign-up/email', { data: { name, email, password: buyerPassword } });
  expect(response.ok(), await response.text()).toBe(true);
  if (options.verified !== false) await verifyEmailFromMailbox(page.request, email);
  return { email, name };
}

/** The same buyer signed in on another browser context: another device, with its own local storage. */
export async function signInOn(context: BrowserContext, email: string) {
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password: buyerPassword } });
  expect(response.ok(), await response.text()).toBe(true);
  return page;
}

/** Pretends the calculator has run (its screen belongs to another issue): GET /api/progress answers with a total budget. */
export async function withCalculatorBudget(page: Page, totalBudget: number) {
  await page.route('**/api/progress', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), lastCalculatorResult: { totalBudget } } });
  });
}
