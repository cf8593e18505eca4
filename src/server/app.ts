// buildApp(config): the whole server, used by main.ts and by every test.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth, type Auth } from './auth/auth';
import { createViewers, type Viewers } from './auth/viewer';
import type { Config } from './config';
import { contactCipherFor, installContactCipher } from './crypto/contact-data';
import { startContactSealPass } from './crypto/startup-pass';
import { openDatabase, type Database } from './db/client';
import { leftoverDemoLogins, seedDemoData, seedReferenceData } from './db/seed';
import { bankLeadRoutes } from './features/bank-leads/routes';
import { connectionRequestRoutes } from './features/connection-requests/routes';
import { leadControlRoutes } from './features/lead-controls/routes';
import { consentRecordRoutes } from './features/consent-record/routes';
import { accountDataRoutes } from './features/account-data/routes';
import { leadRoutes } from './features/leads/routes';
import { paymentRoutes } from './features/payments/routes';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook-routes';
import { priceRoutes } from './features/prices/routes';
import { adminPaymentRoutes, institutionPaymentRoutes } from './features/payment-ledger/routes';
import { createPaymentProvider } from './payments';
import { healthRoutes } from './features/health/routes';
import { institutionRoutes } from './features/institutions/routes';
import { progressRoutes } from './features/progress/routes';
import { publicConfigRoutes } from './features/public-config/routes';
import { sessionRoutes } from './features/session/routes';
import { contactRoutes } from './features/contact/routes';
import { documentsRoutes } from './features/documents/routes';
import { buyerDocumentRoutes } from './features/buyer-documents/routes';
import { startPendingScanPass } from './features/buyer-documents/service';
import { guideRoutes } from './features/guide/routes';
import { planRoutes } from './features/plan/routes';
import { propertyRoutes } from './features/properties/routes';
import { listingRoutes } from './features/listings/routes';
import { listingPhotoRoutes } from './features/listing-photos/routes';
import { listingImportRoutes } from './features/listing-import/routes';
import { eligibilityRoutes } from './features/eligibility/routes';
import { calculatorRoutes } from './features/calculator/routes';
import { prequalificationLetterRoutes } from './features/prequalification-letter/routes';
import { bankOutreachRoutes } from './features/bank-outreach/routes';
import { bankContactRoutes } from './features/bank-contact/routes';
import { conversationRoutes } from './features/conversations/routes';
import { liveRoutes } from './features/live/routes';
import { createLiveHub, type LiveHub } from './live/hub';
import { programmeRoutes } from './features/programme/routes';
import { createProgrammeInForce } from './features/programme/in-force';
import type { ProgrammeInForce } from './features/programme/service';
import { devMailboxRoutes } from './features/dev-mailbox/routes';
import { transportFor, type MailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/worker';
import { startHousekeeping } from './housekeeping/scheduler';
import { metricsRoutes } from './features/metrics/routes';
import { adminInstitutionRoutes } from './features/admin-institutions/routes';
import { adminLeadRoutes } from './features/admin-leads/routes';
import { auditRoutes } from './features/audit/routes';
import { securityLogRoutes } from './features/security-log/routes';
import { registerExportLog, startAlertChecker } from './features/security-log/service';
import { incidentRoutes } from './features/incidents/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { createApiKeyCallers } from './features/api-keys/service';
import { apiV1Routes } from './features/api-v1/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { startWebhookWorker } from './features/webhooks/worker';
import { savedSearchRoutes } from './features/saved-searches/routes';
import { startDigestScheduler } from './features/saved-searches/digests';
import { leadReturnRoutes } from './features/lead-returns/routes';
import { leadDocumentRoutes } from './features/lead-documents/routes';
import { registerAccessControl, type DeclaredRoute } from './http/access';
import { registerClientApp } from './http/client-app';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors';
import { logDestination, loggerOptions, OneLinePerRequest } from './http/logging';
import { registerCompression } from './http/compression';
import { registerDraining } from './http/draining';
import { registerSecurity } from './http/security';
import { responseSerializerCompiler } from './http/serializer';

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
  database: Database;
  /** Who is calling, cached for a few seconds per process (src/server/auth/viewer-cache.ts). */
  viewers: Viewers;
  /** Every route with its declared access, for the access-matrix test. */
  routes: DeclaredRoute[];
  /** This process's live-event listener (one LISTEN) and its open streams. */
  live: LiveHub;
  /** The programme version in force, kept by this process until a publish (src/server/features/programme/in-force.ts). */
  programme: ProgrammeInForce;
  /** Where drained mails go; `null` in production without SMTP_URL (mails wait in the outbox). */
  mailTransport: MailTransport | null;
}

export interface BuildOptions {
  /** Use this database instead of opening one from config (tests share one per file). */
  database?: Database;
  /** `false` silences the log; a stream receives its JSON lines (tests read the start-up warnings). */
  logger?: boolean | { write(line: string): void };
  /** SSE heartbeat interval (tests shorten it). */
  liveHeartbeatMs?: number;
  /** The clock of the new-message e-mail window (tests move it). */
  now?: () => Date;
  /**
   * Run the outbox worker in this process (main.ts does). Off by default so API tests see queued rows as
   * `pending` and drive delivery themselves with drainOutbox.
   */
  mailWorker?: boolean;
  /**
   * Deliver queued webhooks and send saved-search digests from this process (main.ts does). Off by default, as the
   * mail worker is, so API tests drive each pass themselves.
   */
  integrationWorkers?: boolean;
  /** Prune old rows once after start-up and then daily, in this process (main.ts does; docs/decisions/0093-housekeeping-and-metrics.md). */
  housekeeping?: boolean;
  /** Prefix of the rate-limit keys in Redis (tests give each run its own, so runs never share counters). */
  rateLimitNameSpace?: string;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  // Buyers' contact data is sealed with these keys before it is written (docs/decisions/0123-contact-data-encrypted-at-rest.md).
  const contactCipher = contactCipherFor(config);
  installContactCipher(contactCipher);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), stream: typeof options.logger === 'object' ? options.logger : logDestination() },
    // A number means "trust that many proxy hops"; Fastify's types only take the function form of it.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    logController: new OneLinePerRequest(),
    genReqId: () => crypto.randomUUID(),
    // A stopping process still serves what reaches it, each answer closing its socket (src/server/http/draining.ts).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
    // What Fastify and Node answer themselves, before a route runs, is Spanish too (src/server/http/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Slow clients (docs/deploy.md#slow-clients-and-connection-caps): the whole request must arrive within
    // REQUEST_TIMEOUT_MS and its headers within 15 s, checked every second instead of Node's 30; a socket that
    // carries nothing for a minute closes (the event stream writes a heartbeat every 25 s; once a GET's headers are
    // in, the request timeout no longer applies to it).
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: 60_000,
    http: {
      headersTimeout: Math.min(15_000, config.http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, config.http.requestTimeoutMs / 2),
    },
  });
  // Past this many open sockets a new one is closed at once, before it can exhaust the process's file descriptors;
  // the log says so at most once a minute.
  app.server.maxConnections = config.http.maxConnections;
  let droppedAt = 0;
  app.server.on('drop', () => {
    if (Date.now() - droppedAt < 60_000) return;
    droppedAt = Date.now();
    app.log.warn(`MAX_CONNECTIONS (${config.http.maxConnections}) sockets are open: new connections are being closed`);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // The server owns an embedded data directory and serves it to local tools (src/server/db/embedded/).
  const database = options.database ?? openDatabase(config.database, app.log, { serve: true });
  await database.migrate();
  const auth = createAuth(config, database.db);
  await seedReferenceData(database.db);
  if (config.seedDemoData) {
    await seedDemoData(auth, database.db);
    // The README publishes these passwords: in production that is an open door unless it is a demo on purpose.
    if (config.env === 'production') {
      app.log.warn(
        'SEED_DEMO_DATA is on in production: the demo logins whose passwords the README publishes (operator included) and the test institutions exist. Set SEED_DEMO_DATA=false unless this is a demo deployment.',
      );
    }
  } else if (config.env === 'production') {
    // Turning demo data off creates nothing new, but removes nothing either: say what an earlier start left behind.
    const leftovers = await leftoverDemoLogins(database.db);
    if (leftovers.length > 0) {
      app.log.warn(
        `SEED_DEMO_DATA=false, yet this database still has demo logins whose passwords the README publishes: ${leftovers.join(', ')}. Delete them or change their passwords.`,
      );
    }
  }

  registerErrorHandler(app);
  registerDraining(app, config.http.instanceId);
  await registerSecurity(app, config, options.rateLimitNameSpace);
  // Before every route: the plugin attaches to the routes declared after it.
  await registerCompression(app);
  const viewers = await createViewers(auth, database);
  app.addHook('onClose', () => viewers.stop());
  const routes = registerAccessControl(app, viewers, createApiKeyCallers(database.db, config));
  // Every CSV an institution or operator downloads is logged before it leaves (docs/security.md#security-log-and-alerts).
  registerExportLog(app, database.db);

  const programme = await createProgrammeInForce(database, options.now);
  app.addHook('onClose', () => programme.stop());
  const deps = { app, auth, db: database.db, database, config, programme, provider: createPaymentProvider(config) };
  healthRoutes(app, deps);
  sessionRoutes(app, { ...deps, viewers });
  institutionRoutes(app, deps);
  publicConfigRoutes(app, deps);
  progressRoutes(app, deps);
  leadRoutes(app, deps);
  connectionRequestRoutes(app, deps);
  leadControlRoutes(app, deps);
  consentRecordRoutes(app, deps);
  accountDataRoutes(app, deps);
  bankLeadRoutes(app, deps);
  paymentRoutes(app, deps);
  stripeWebhookRoutes(app, deps);
  priceRoutes(app, deps);
  programmeRoutes(app, deps);
  adminPaymentRoutes(app, deps);
  institutionPaymentRoutes(app, deps);
  propertyRoutes(app, deps);
  listingRoutes(app, deps);
  listingPhotoRoutes(app, deps);
  listingImportRoutes(app, deps);
  planRoutes(app, deps);
  documentsRoutes(app, deps);
  buyerDocumentRoutes(app, deps);
  contactRoutes(app, deps);
  guideRoutes(app, deps);
  eligibilityRoutes(app, deps);
  calculatorRoutes(app, deps);
  prequalificationLetterRoutes(app, deps);
  bankOutreachRoutes(app, deps);
  bankContactRoutes(app, deps);
  conversationRoutes(app, { ...deps, now: options.now });
  const live = createLiveHub(database, app.log);
  await live.start();
  app.addHook('onClose', () => live.stop());
  liveRoutes(app, {
    db: database.db,
    hub: live,
    heartbeatMs: options.liveHeartbeatMs,
    secret: config.authSecret,
    streamsPerSession: config.live.streamsPerSession,
  });
  metricsRoutes(app, { config, database, live });
  if (config.mail.devMailbox) devMailboxRoutes(app, deps);
  adminInstitutionRoutes(app, deps);
  adminLeadRoutes(app, deps);
  auditRoutes(app, deps);
  securityLogRoutes(app, deps);
  incidentRoutes(app, deps);
  apiKeyRoutes(app, deps);
  apiV1Routes(app, deps);
  webhookRoutes(app, deps);
  savedSearchRoutes(app, deps);
  leadReturnRoutes(app, deps);
  leadDocumentRoutes(app, deps);
  await registerClientApp(app, config, programme);

  const mailTransport = transportFor(config);
  if (options.mailWorker) {
    if (mailTransport) {
      const worker = startOutboxWorker(database.db, mailTransport, config, app.log);
      // preClose runs before onClose closes the database, so the pass under way can finish its writes.
      app.addHook('preClose', () => worker.stop());
    } else {
      app.log.warn('SMTP_URL is not set: e-mails stay pending in the outbox until it is');
    }
  }

  if (options.integrationWorkers) {
    const webhooks = startWebhookWorker(database.db, config, app.log);
    const digests = startDigestScheduler(database.db, config, app.log);
    app.addHook('preClose', () => Promise.all([webhooks.stop(), digests.stop()]).then(() => undefined));
  }

  if (options.housekeeping) {
    const housekeeping = startHousekeeping(database, app.log);
    // Contact reads per institution and hour, every minute (the other alerts are checked as their events are written).
    const alerts = startAlertChecker(database.db, config, app.log);
    app.addHook('preClose', () => Promise.all([housekeeping.stop(), alerts.stop()]).then(() => undefined));
  }

  if (options.housekeeping) {
    // Documents kept while clamd was down are scanned once it answers again (src/server/features/buyer-documents/scan-pass.ts).
    const scans = startPendingScanPass(database.db, config, app.log);
    app.addHook('preClose', () => scans.stop());
  }

  if (options.housekeeping) {
    // Rows written before encryption, or under a key rotated out, are sealed under the current key in the background.
    const sealPass = startContactSealPass(database.db, contactCipher, app.log);
    app.addHook('preClose', () => sealPass.stop());
  }

  if (!options.database) app.addHook('onClose', () => database.close());
  return { app, auth, database, viewers, routes, live, mailTransport, programme };
}
