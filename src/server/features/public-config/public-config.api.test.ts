// The screens learn from /api/public-config whether checkouts are test payments (decision 0070): every screen that
// starts one says so. Stripe's keys are never needed by the screens and never sent.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/app';

// STRIPE_API_BASE points the SDK at a closed local port: building the app must not call Stripe at all.
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_publicconfig',
  STRIPE_WEBHOOK_SECRET: 'whsec_publicconfig',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'un-secreto-de-produccion-de-32-caracteres-o-mas',
  DATA_ENCRYPTION_KEY: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  DOCUMENTS_KEY: 'd1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
};

const apps = {
  'the simulated checkout outside production': { app: await setupTestApp(), testPayments: true },
  'PAYMENT_PROVIDER=simulated in production': {
    app: await setupTestApp({ ...production, PAYMENT_PROVIDER: 'simulated' }),
    testPayments: true,
  },
  Stripe: { app: await setupTestApp(stripe), testPayments: false },
};

describe.each(Object.entries(apps))('GET /api/public-config with %s', (_case, { app: built, testPayments }) => {
  it(`answers testPayments: ${testPayments}, and never a Stripe secret`, async () => {
    const response = await built.anonymous.get('/api/public-config');
    expect(response.statusCode).toBe(200);
    expect(response.json().testPayments).toBe(testPayments);
    expect(response.body).not.toContain('sk_test_publicconfig');
    expect(response.body).not.toContain('whsec_publicconfig');
  });
});
