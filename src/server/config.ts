// The only reader of process.env: parsed once, with zod, and start-up stops on a bad value.
import path from 'node:path';
import { z } from 'zod';
import { defaultPrices } from '../shared/programme';
import { defaultMaxOpenRequests } from '../shared/schemas/buyer-control';
import { developmentDataKeys, parseDataKeys, type DataKey } from './crypto/contact-keys';
import { developmentDocumentKeys } from './documents-vault/keys';
import type { Resolver } from './net/public-address';
import { projectRoot } from './project-root';

/** `keyId:base64-32-bytes[,keyId:base64…]`, the first key writing: DATA_ENCRYPTION_KEY's and DOCUMENTS_KEY's format. */
const keyList = z
  .string()
  .transform((spec, ctx) => {
    const keys = parseDataKeys(spec);
    if (typeof keys === 'string') {
      ctx.addIssue({ code: 'custom', message: keys });
      return z.NEVER;
    }
    return keys;
  })
  .optional();

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Listing photos (docs/product/listings.md#photos); default `<DATA_DIR>/uploads`. */
    UPLOADS_DIR: z.string().min(1).optional(),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    /** Keys that seal buyers' contact data (src/server/crypto/): `keyId:base64-32-bytes[,keyId:base64…]`, the first writes. */
    DATA_ENCRYPTION_KEY: keyList,
    /** Keys that wrap each buyer document's own data key (src/server/documents-vault/), same format as DATA_ENCRYPTION_KEY. */
    DOCUMENTS_KEY: keyList,
    /** clamd's Unix socket (Debian's clamav-daemon); CLAMD_ADDRESS (host:port) is used instead when set. */
    CLAMD_SOCKET: z.string().min(1).default('/run/clamav/clamd.ctl'),
    CLAMD_ADDRESS: z
      .string()
      .regex(/^[A-Za-z0-9.:[\]-]+:\d{1,5}$/, 'CLAMD_ADDRESS is host:port, e.g. 127.0.0.1:3310')
      .optional(),
    /** How long clamd may stay silent (connecting, taking bytes, answering) before a file waits for a later scan. */
    CLAMD_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    TRUST_PROXY: z.union([booleanish, z.coerce.number().int().min(0).max(10)]).default(false),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_PAYMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Default: on outside production, off in production (see the refinement and loadConfig). */
    SEED_DEMO_DATA: booleanish.optional(),
    REQUEST_PRICE_CENTS: z.coerce.number().int().min(0).default(defaultPrices.connectionRequestCents),
    UNLOCK_PRICE_CENTS: z.coerce.number().int().min(0).default(defaultPrices.unlockCents),
    /** How many institutions may wait on one buyer's answer at a time (docs/product/buyer-control.md); a buyer may lower it. */
    MAX_OPEN_REQUESTS_PER_LEAD: z.coerce.number().int().min(1).max(20).default(defaultMaxOpenRequests),
    LEAD_WEBHOOK_URL: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'LEAD_WEBHOOK_URL must start with https:// (or http:// outside production)')
      .optional(),
    LEAD_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    SUPPORT_EMAIL: z.string().email().default('instituciones@casajovenpr.example.com'),
    /** Who takes the money; unset means Stripe when both keys are set, else the simulated checkout outside production. */
    PAYMENT_PROVIDER: z.enum(['stripe', 'simulated']).optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Tests only: where the Stripe SDK sends its requests (a local fake of Stripe's API). */
    STRIPE_API_BASE: z.string().url().optional(),
    SMTP_URL: z
      .string()
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Casa Joven PR <notificaciones@casajovenpr.example.com>'),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** How often saved searches look for new leads on sale (announce them, send immediate digests, daily and weekly ones when due). */
    DIGEST_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Shared rate-limit counters for several processes; unset keeps them in this process's memory. */
    REDIS_URL: z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    /** Bearer token for /metrics from outside loopback; unset means loopback only. */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    /** Slow clients (docs/deploy.md#slow-clients-and-connection-caps): the whole request, headers and body, must arrive within it. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    /** Sockets one process keeps open at once; keep it under the process's open-file limit (`ulimit -n`) minus ~200. */
    MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(800),
    /** Names this process in an `x-instance` response header (the rehearsal tells its processes apart behind nginx). */
    INSTANCE_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'INSTANCE_ID: up to 64 letters, digits, dots, dashes or underscores')
      .optional(),
    /** Event streams (/api/events) one session may hold open in one process. */
    LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
    /** Security alerts (docs/security.md#security-log-and-alerts): contacts read in an hour, over the 30-day hourly high, failed sign-ins in 15 minutes. */
    ALERT_CONTACT_READS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
    ALERT_CONTACT_READS_FACTOR: z.coerce.number().min(1).max(1_000).default(3),
    ALERT_FAILED_SIGN_INS: z.coerce.number().int().min(2).max(10_000).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    OIDC_ISSUER_URL: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).default('Cuenta externa'),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message: 'OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together' });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.DOCUMENTS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_KEY'],
        message: 'DOCUMENTS_KEY is required in production (keyId:base64 of 32 random bytes, e.g. d1:$(openssl rand -base64 32))',
      });
    }
    if (env.NODE_ENV === 'production' && !env.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message: 'DATA_ENCRYPTION_KEY is required in production (keyId:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32))',
      });
    }
    const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
    if (env.PAYMENT_PROVIDER === 'stripe' && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    // Without this, production would let institutions confirm their own checkouts and unlock buyers for free.
    if (env.NODE_ENV === 'production' && !env.PAYMENT_PROVIDER && !stripeKeys) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'production needs real payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=simulated for a demo deployment that takes no money',
      });
    }
    // Buyer contact data goes to this URL: never in clear text in production.
    if (env.NODE_ENV === 'production' && env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_URL.startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['LEAD_WEBHOOK_URL'],
        message: 'LEAD_WEBHOOK_URL must use HTTPS in production (it receives buyer contact data)',
      });
    }
  });

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** `null` means PGlite in memory (tests); a string is a PGlite data directory. */
  database:
    | { kind: 'pglite'; dataDir: string | null }
    | { kind: 'postgres'; url: string; poolMax: number; connectTimeoutMs: number; statementTimeoutMs: number };
  /**
   * Where the local-disk photo store keeps listing photos (src/server/storage/; docs/decisions/0114): an absolute
   * path, `UPLOADS_DIR` or `<DATA_DIR>/uploads`. Back it up with the database (docs/deploy.md#backups).
   */
  uploadsDir: string;
  authSecret: string;
  /**
   * The keys of buyers' contact data (docs/decisions/0123-contact-data-encrypted-at-rest.md): the first seals new
   * values, the others only open values sealed before a rotation. A fixed development key outside production.
   */
  dataKeys: DataKey[];
  /**
   * Buyers' documents (docs/decisions/0131-documents-sealed-in-chunks.md): `keys` wrap each file's data key (the first
   * wraps new ones, DOCUMENTS_KEY), `clamd` is where the virus scanner listens, `scanTimeoutMs` how long it may be silent.
   */
  documents: { keys: DataKey[]; clamd: ClamdAddress; scanTimeoutMs: number };
  trustProxy: boolean | number;
  rateLimits: { authPerMinute: number; apiPerMinute: number; paymentsPerMinute: number };
  /** Rate-limit counters in Redis when set (several processes share one budget); `null` keeps them in memory. */
  redisUrl: string | null;
  /** `/metrics` answers loopback callers, or others presenting this bearer token. */
  metricsToken: string | null;
  /** Demo logins and the fictitious test institutions (decision 0071); off in production unless SEED_DEMO_DATA=true. */
  seedDemoData: boolean;
  prices: { connectionRequestCents: number; unlockCents: number };
  /** Institutions that may wait on one buyer's answer at a time (MAX_OPEN_REQUESTS_PER_LEAD). */
  maxOpenRequestsPerLead: number;
  supportEmail: string;
  /**
   * Outgoing e-mail: SMTP when `smtpUrl` is set; otherwise, outside production, the development mailbox
   * (`/dev/mailbox`). In production without SMTP nothing is delivered and the outbox keeps every mail pending.
   */
  mail: { smtpUrl: string | null; from: string; pollIntervalMs: number; maxAttempts: number; devMailbox: boolean };
  /**
   * The optional automation webhook, called before a lead is stored. `guardAddresses` (production): the receiver
   * must resolve to public addresses only, checked before connecting (src/server/net/public-address.ts).
   */
  leadWebhook: { url: string; timeoutMs: number; guardAddresses: boolean } | null;
  /**
   * Institutions' signed webhooks (docs/webhooks.md): the delivery worker's poll and attempts, the 5 s timeout, and
   * `guardAddresses` (production): HTTPS receivers at public addresses only, at registration and at every send.
   * `resolve` is for tests only (a fake DNS); unset means the system resolver.
   */
  webhooks: { pollIntervalMs: number; maxAttempts: number; timeoutMs: number; guardAddresses: boolean; resolve?: Resolver };
  /** Saved searches' pass (docs/product/lender-integrations.md#saved-searches-and-digests): how often it runs. */
  savedSearches: { pollIntervalMs: number };
  /** Which PaymentProvider takes the money (decision 0070): Stripe, or the built-in simulated checkout that takes none. */
  paymentProvider: 'simulated' | 'stripe';
  stripe: StripeConfig | null;
  /** Limits on slow and numerous clients (src/server/app.ts's server options). */
  /** `instanceId` (INSTANCE_ID) names the process in an `x-instance` response header; `null` sends none. */
  http: { requestTimeoutMs: number; maxConnections: number; instanceId: string | null };
  /** Event streams one session may hold open in this process (src/server/live/stream-limit.ts). */
  live: { streamsPerSession: number };
  /** When the security watch alerts the operators (src/server/features/security-log/alerts.ts). */
  alerts: { contactReadsPerHour: number; contactReadsFactor: number; failedSignIns: number };
  logLevel: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; providerName: string } | null;
  /** Where the built client lives; `null` serves the API only (API tests). */
  clientDir: string | null;
}

export type ClamdAddress = { socket: string } | { host: string; port: number };

function clamdAddress(socket: string, address: string | undefined): ClamdAddress {
  if (!address) return { socket };
  const colon = address.lastIndexOf(':');
  return { host: address.slice(0, colon).replace(/^\[(.*)\]$/, '$1'), port: Number(address.slice(colon + 1)) };
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the SDK's host/port/protocol pointed at a local fake of Stripe's API. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

function stripeApi(base: string | undefined): StripeConfig['api'] {
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

// Only for a laptop: production refuses to start without AUTH_SECRET (see the refinement above).
const developmentSecret = 'casa-joven-pr-development-secret-not-for-production';

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // An empty variable (FOO=) means "not set", as most tools treat it.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DATABASE_POOL_MAX,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    authSecret: env.AUTH_SECRET ?? developmentSecret,
    dataKeys: env.DATA_ENCRYPTION_KEY ?? developmentDataKeys,
    documents: {
      keys: env.DOCUMENTS_KEY ?? developmentDocumentKeys,
      clamd: clamdAddress(env.CLAMD_SOCKET, env.CLAMD_ADDRESS),
      scanTimeoutMs: env.CLAMD_TIMEOUT_MS,
    },
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      apiPerMinute: env.RATE_LIMIT_API_PER_MINUTE,
      paymentsPerMinute: env.RATE_LIMIT_PAYMENTS_PER_MINUTE,
    },
    redisUrl: env.REDIS_URL ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    prices: { connectionRequestCents: env.REQUEST_PRICE_CENTS, unlockCents: env.UNLOCK_PRICE_CENTS },
    maxOpenRequestsPerLead: env.MAX_OPEN_REQUESTS_PER_LEAD,
    supportEmail: env.SUPPORT_EMAIL,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      devMailbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    },
    leadWebhook: env.LEAD_WEBHOOK_URL
      ? { url: env.LEAD_WEBHOOK_URL, timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS, guardAddresses: env.NODE_ENV === 'production' }
      : null,
    webhooks: {
      pollIntervalMs: env.WEBHOOK_POLL_INTERVAL_MS,
      maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: 5_000,
      guardAddresses: env.NODE_ENV === 'production',
    },
    savedSearches: { pollIntervalMs: env.DIGEST_POLL_INTERVAL_MS },
    paymentProvider: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'simulated'),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api: stripeApi(env.STRIPE_API_BASE) }
        : null,
    http: { requestTimeoutMs: env.REQUEST_TIMEOUT_MS, maxConnections: env.MAX_CONNECTIONS, instanceId: env.INSTANCE_ID ?? null },
    live: { streamsPerSession: env.LIVE_STREAMS_PER_SESSION },
    alerts: {
      contactReadsPerHour: env.ALERT_CONTACT_READS_PER_HOUR,
      contactReadsFactor: env.ALERT_CONTACT_READS_FACTOR,
      failedSignIns: env.ALERT_FAILED_SIGN_INS,
    },
    logLevel: env.LOG_LEVEL,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            providerName: env.OIDC_PROVIDER_NAME,
          }
        : null,
    // From the project root, so `node dist/server/main.js` started from another directory still finds the client.
    clientDir: path.join(projectRoot, 'dist/client'),
  };
}
