// Buyers confirm their e-mail by the link of the sign-up mail before institutions see their lead. Specs follow that
// link from the development mailbox (read through its API, as the demo operator), as a buyer would from the inbox.
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { demoOperator } from '../src/server/db/demo-accounts';
import { totpCode } from '../src/test/totp';

/** The spec's own server; a spec that starts another app (e2e/stripe-app.ts) passes that one's address. */
const projectBaseURL = () => test.info().project.use.baseURL!;

const operatorContexts = new Map<string, Promise<APIRequestContext>>();

/** One signed-in operator per worker and server: the mailbox's API is for operators only. */
function operatorRequest(baseURL: string): Promise<APIRequestContext> {
  let context = operatorContexts.get(baseURL);
  if (!context) {
    context = (async () => {
      const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
      const signedIn = await api.post('/api/auth/sign-in/email', { data: { email: demoOperator.email, password: demoOperator.password } });
      expect(signedIn.ok(), `operator sign-in → ${signedIn.status()}`).toBe(true);
      // The operator has a second factor: the demo login's published key gives the code.
      const verified = await api.post('/api/auth/two-factor/verify-totp', { data: { code: totpCode(demoOperator.totpSecret) } });
      expect(verified.ok(), `operator code → ${verified.status()}`).toBe(true);
      return api;
    })();
    operatorContexts.set(baseURL, context);
  }
  return context;
}

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** The path of the link in the newest delivered mail of this kind to this address (waits for the outbox worker). */
export async function mailboxLinkPath(
  to: string,
  kind: 'email-verification' | 'password-reset' | 'lead-email-confirmation',
  baseURL = projectBaseURL(),
  /** Only a link holding this text (a lead's id: an address may have had mails about other leads). */
  linkContains = '',
): Promise<string> {
  const operator = await operatorRequest(baseURL);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await operator.get('/api/dev/mailbox');
        const { mails } = (await response.json()) as { mails: Mail[] };
        const links = mails.filter((m) => m.kind === kind && m.to === to).map((m) => m.text.match(/https?:\/\/\S+/)?.[0]);
        link = links.find((candidate) => candidate?.includes(linkContains));
        return link;
      },
      { message: `a ${kind} mail to ${to} in the development mailbox`, timeout: 20_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Follows the sign-up mail's link with the buyer's own browser context; the server then counts the e-mail as confirmed. */
export async function verifyEmailFromMailbox(buyer: APIRequestContext, email: string, baseURL = projectBaseURL()) {
  const path = await mailboxLinkPath(email, 'email-verification', baseURL);
  const response = await buyer.get(path, { maxRedirects: 0 });
  const location = response.headers()['location'] ?? '';
  expect(response.status(), `verification link → ${response.status()} ${location}`).toBe(302);
  expect(location).not.toContain('error=');
}
