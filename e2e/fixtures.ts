// The people of a spec, each signed in in a browser context of their own with the project's device, language and
// time zone (browser.newContext() inherits them); the test's own `page` stays signed out. Specs import `test` and
// `expect` from here.
import { test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { demoInstitution, demoOperator, demoSecondInstitution } from '../src/server/db/demo-accounts';
import { signIn, signInInstitution, signUpBuyer } from './accounts';

export { expect } from '@playwright/test';
export { demoBuyer, demoInstitution, demoOperator, demoSecondInstitution } from '../src/server/db/demo-accounts';

export interface Buyer {
  page: Page;
  email: string;
  name: string;
}

interface People {
  /** The name the `buyer` signs up with; `test.use({ buyerName })` where a spec reads it on screen. */
  buyerName: string;
  /** A buyer who just signed up and confirmed the e-mail from the sign-up mail's link. */
  buyer: Buyer;
  /** The demo institution's staff (its session passed the second factor with the demo key). */
  institution: Page;
  /** The second demo institution's staff: the other bank, which never sees a contact it did not unlock. */
  secondInstitution: Page;
  /** The demo operator, for the /admin console and the development mailbox. */
  operator: Page;
}

/** A fresh context whose API calls say where they come from, as the browser's own do. */
function newContext(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
}

/** A page in a fresh context signed in by `signInWith`; the context closes after the test. */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  signInWith: (request: APIRequestContext) => Promise<unknown>,
  use: (page: Page) => Promise<void>,
) {
  const context = await newContext(browser, baseURL);
  await signInWith(context.request);
  await use(await context.newPage());
  await context.close();
}

export const test = base.extend<People>({
  buyerName: ['Gabriela Colón', { option: true }],
  buyer: async ({ browser, baseURL, buyerName }, use) => {
    const context = await newContext(browser, baseURL);
    const email = await signUpBuyer(context.request, buyerName, baseURL!);
    await use({ page: await context.newPage(), email, name: buyerName });
    await context.close();
  },
  institution: async ({ browser, baseURL }, use) =>
    signedInPage(browser, baseURL, (request) => signInInstitution(request, demoInstitution), use),
  secondInstitution: async ({ browser, baseURL }, use) =>
    signedInPage(browser, baseURL, (request) => signInInstitution(request, demoSecondInstitution), use),
  operator: async ({ browser, baseURL }, use) => signedInPage(browser, baseURL, (request) => signIn(request, demoOperator), use),
});
