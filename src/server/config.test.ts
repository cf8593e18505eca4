import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataKey = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
const documentsKey = `d1:${Buffer.alloc(32, 9).toString('base64')}`;
const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_ENCRYPTION_KEY: dataKey, DOCUMENTS_KEY: documentsKey };
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.prices).toEqual({ connectionRequestCents: 500, unlockCents: 4500 });
  });

  it('keeps listing photos under DATA_DIR/uploads unless UPLOADS_DIR says otherwise, as an absolute path', () => {
    expect(loadConfig({}).uploadsDir).toBe(path.resolve('data/uploads'));
    expect(loadConfig({ DATA_DIR: '/srv/casa/data' }).uploadsDir).toBe('/srv/casa/data/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/casa/data', UPLOADS_DIR: '/srv/fotos' }).uploadsDir).toBe('/srv/fotos');
  });

  it('uses PostgreSQL with a bounded pool when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toMatchObject({ kind: 'postgres', poolMax: 10, connectTimeoutMs: 3000, statementTimeoutMs: 15000 });
  });

  it('names the bad value and stops', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('refuses production without AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses production without DATA_ENCRYPTION_KEY, and a malformed one anywhere without echoing it', () => {
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: undefined, PAYMENT_PROVIDER: 'simulated' })).toThrow(
      /DATA_ENCRYPTION_KEY is required/,
    );
    const short = `k1:${Buffer.alloc(16, 7).toString('base64')}`;
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: short })).toThrow(/DATA_ENCRYPTION_KEY: key "k1" must be 32 bytes/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: short })).not.toThrow(short.slice(3));
  });

  it('refuses production without DOCUMENTS_KEY, and a malformed one anywhere without echoing it', () => {
    expect(() => loadConfig({ ...production, DOCUMENTS_KEY: undefined, PAYMENT_PROVIDER: 'simulated' })).toThrow(
      /DOCUMENTS_KEY is required/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'simulated' })).not.toThrow();
    const short = `d1:${Buffer.alloc(16, 9).toString('base64')}`;
    expect(() => loadConfig({ DOCUMENTS_KEY: short })).toThrow(/DOCUMENTS_KEY: key "d1" must be 32 bytes/);
    expect(() => loadConfig({ DOCUMENTS_KEY: short })).not.toThrow(short.slice(3));
  });

  it('reads the data keys in order, the first writing; a fixed development key when unset outside production', () => {
    const old = `k0:${Buffer.alloc(32, 1).toString('base64')}`;
    expect(loadConfig({ DATA_ENCRYPTION_KEY: `${dataKey},${old}` }).dataKeys.map((key) => key.id)).toEqual(['k1', 'k0']);
    expect(loadConfig({}).dataKeys.map((key) => key.id)).toEqual(['dev']);
    expect(loadConfig({}).dataKeys[0]!.key).toHaveLength(32);
  });

  it('needs all three OpenID Connect settings or none', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com' })).toThrow(/OIDC/);
    const config = loadConfig({ OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'casa', OIDC_CLIENT_SECRET: 's3cret' });
    expect(config.oidc).toMatchObject({ issuerUrl: 'https://id.example.com', clientId: 'casa' });
  });

  it('selects Stripe only with both keys, and parses the test API base for the SDK', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({})).toMatchObject({ paymentProvider: 'simulated', stripe: null });
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:4010',
    });
    expect(config.paymentProvider).toBe('stripe');
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      api: { host: '127.0.0.1', port: 4010, protocol: 'http' },
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe?.api).toBeNull();
  });

  it('sends mail through SMTP_URL, or into the development mailbox outside production', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: null,
      from: 'Casa Joven PR <notificaciones@casajovenpr.example.com>',
      pollIntervalMs: 5000,
      maxAttempts: 8,
      devMailbox: true,
    });
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail).toMatchObject({
      smtpUrl: 'smtp://mail.example.com:587',
      devMailbox: false,
    });
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'simulated' }).mail.devMailbox).toBe(false);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_POLL_INTERVAL_MS: '10' })).toThrow(/MAIL_POLL_INTERVAL_MS/);
  });

  it('picks the payment provider: Stripe with both keys, the simulated checkout only outside production unless asked for', () => {
    expect(loadConfig({}).paymentProvider).toBe('simulated');
    expect(loadConfig(stripeKeys).paymentProvider).toBe('stripe');
    expect(loadConfig({ ...production, ...stripeKeys }).paymentProvider).toBe('stripe');
    // A demo deployment says so explicitly, whatever the environment.
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'simulated' }).paymentProvider).toBe('simulated');
    expect(loadConfig({ ...production, ...stripeKeys, PAYMENT_PROVIDER: 'simulated' })).toMatchObject({ paymentProvider: 'simulated' });
    expect(loadConfig({ ...stripeKeys, PAYMENT_PROVIDER: 'stripe' }).paymentProvider).toBe('stripe');
  });

  it('refuses a production start that would take payments through the simulated checkout, naming what to set', () => {
    let message = '';
    try {
      loadConfig(production);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/PAYMENT_PROVIDER/);
    expect(message).toMatch(/STRIPE_SECRET_KEY/);
    expect(message).toMatch(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses PAYMENT_PROVIDER=stripe without the keys, and a provider it does not know', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('seeds demo data by default outside production only', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...production, ...stripeKeys }).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, ...stripeKeys, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('sends buyer contact data to LEAD_WEBHOOK_URL only over HTTPS in production', () => {
    expect(() => loadConfig({ ...production, ...stripeKeys, LEAD_WEBHOOK_URL: 'http://hooks.example.com/lead' })).toThrow(
      /LEAD_WEBHOOK_URL.*HTTPS/,
    );
    expect(loadConfig({ ...production, ...stripeKeys, LEAD_WEBHOOK_URL: 'https://hooks.example.com/lead' }).leadWebhook).toMatchObject({
      url: 'https://hooks.example.com/lead',
      guardAddresses: true,
    });
    // A laptop or the tests may use a plain-HTTP receiver on this machine.
    expect(loadConfig({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:4000/lead' }).leadWebhook).toMatchObject({
      url: 'http://127.0.0.1:4000/lead',
      guardAddresses: false,
    });
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'ftp://hooks.example.com/lead' })).toThrow(/LEAD_WEBHOOK_URL/);
  });
});
