// The environment of every app server the suite starts (playwright.config.ts, e2e/stripe-app.ts): the built app in
// test mode on its own port and embedded database, with the limits and the mail worker tuned for a test run.
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Many sign-ups from one address in one run; the limit itself is covered by the API tests.
    RATE_LIMIT_AUTH_PER_MINUTE: '500',
    // Every browser of the run shares one address, and each open screen holds an event stream and polls.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    // The demo institutions pay from many specs at once; the money tier is covered by the API tests.
    RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000',
    DATABASE_URL: '',
    // No SMTP_URL: mails go to the development mailbox (read by e2e/email-verification.ts); the worker polls often
    // so specs see them quickly.
    SMTP_URL: '',
    MAIL_POLL_INTERVAL_MS: '300',
    // Saved searches look for new leads every second, so a spec sees its immediate digest quickly.
    DIGEST_POLL_INTERVAL_MS: '1000',
    // The clamd package.json's test:e2e started (scripts/ensure-clamd.sh), which knows the EICAR test signature.
    ...(process.env.CLAMD_SOCKET ? { CLAMD_SOCKET: process.env.CLAMD_SOCKET } : {}),
  };
}
