// Builds the real app (buildApp) on a fresh database and a fresh uploads folder for one test file, plus sign-in
// helpers over HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuiltApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { addStaffLogin, createInstitution } from '../server/features/institutions/service';
import { createCredentialAccount } from '../server/auth/accounts';
import { freshDatabase, secondPool } from './database';
import { requestsTo } from './requests';
import { secretOfTotpUri, totpCode } from './totp';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { schema } from '../server/db/client';

export const testPublicUrl = 'http://localhost:3000';

export function testConfig(env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: testPublicUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_PAYMENTS_PER_MINUTE: '1000',
      // The clamd of src/test/clamd.ts (the global setup), which knows the EICAR test signature.
      ...(process.env.CLAMD_SOCKET ? { CLAMD_SOCKET: process.env.CLAMD_SOCKET } : {}),
      ...env,
    }),
    clientDir: null,
    // Never the working copy's data/uploads: the helpers below give each app a fresh folder of its own.
    uploadsDir: path.join(tmpdir(), `casa-joven-test-uploads-${process.pid}`),
  };
}

/** An empty uploads folder (listing photos) for this test file, removed after its tests. */
export async function freshUploadsDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'casa-joven-uploads-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Apps made by setupTestApp, so helpers given only the Fastify instance can read its database (the outbox). */
const builtApps = new WeakMap<FastifyInstance, BuiltApp>();
/** For a test that calls buildApp itself: lets signUpBuyer verify e-mails on that app. */
export const rememberTestApp = (built: BuiltApp) => builtApps.set(built.app, built);

/** One app per test file, closed after the file's tests, with `as(caller)` and `anonymous` to call it (requests.ts). */
export async function setupTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const database = await freshDatabase();
  const uploadsDir = await freshUploadsDir();
  const built = await buildApp({ ...testConfig(env), uploadsDir, ...overrides }, { database, logger: false });
  rememberTestApp(built);
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });
  return { ...built, ...requestsTo(built.app) };
}

/**
 * Two apps on one fresh database, as two processes, closed after the file's tests: each keeps its own caches and
 * LISTENs. On PostgreSQL the second has a pool of its own; on PGlite it shares the first's database, and still hears of
 * a change made through the first only by NOTIFY, as another process would.
 */
export async function twoAppsOnOneDatabase(configWithoutUploads: Config) {
  const database = await freshDatabase();
  // One folder for both, as processes share one volume (docs/deploy.md).
  const config = { ...configWithoutUploads, uploadsDir: await freshUploadsDir() };
  const pool = secondPool(database);
  const first = await buildApp(config, { database, logger: false });
  rememberTestApp(first);
  const second = await buildApp(config, { database: pool ?? database, logger: false });
  rememberTestApp(second);
  afterAll(async () => {
    await second.app.close();
    await pool?.close();
    await first.app.close();
    await database.dispose();
  });
  return { database, first, second };
}

/** An app on a fresh database whose clock the test moves (`setClock(null)` goes back to the real one). */
export async function appWithClock(configWithoutUploads: Config) {
  const database = await freshDatabase();
  const config = { ...configWithoutUploads, uploadsDir: await freshUploadsDir() };
  let clock: Date | null = null;
  const built = await buildApp(config, { database, logger: false, now: () => clock ?? new Date() });
  rememberTestApp(built);
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });
  return {
    ...built,
    setClock: (at: Date | null) => {
      clock = at;
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a `cookie` request header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

let counter = 0;
export const uniqueEmail = (prefix = 'persona') => `${prefix}-${Date.now()}-${++counter}@example.com`;

/** The newest queued e-mail of this kind to this address (the outbox is where every mail starts). */
export async function latestMail(db: Db, to: string, kind: string) {
  const [row] = await db
    .select()
    .from(schema.emailOutbox)
    .where(and(eq(schema.emailOutbox.toAddress, to), eq(schema.emailOutbox.kind, kind)))
    .orderBy(desc(schema.emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} e-mail to ${to}`);
  return row;
}

/** The path (on our public URL) of the link in the newest e-mail of this kind to this address. */
export async function mailLinkPath(db: Db, to: string, kind: string): Promise<string> {
  const mail = await latestMail(db, to, kind);
  const link = mail.textBody.match(new RegExp(`${testPublicUrl.replace(/[.:/]/g, '\\$&')}(/\\S+)`));
  if (!link?.[1]) throw new Error(`no link in the ${kind} e-mail to ${to}`);
  return link[1];
}

/** Follows the verification link of the sign-up e-mail, as the buyer would. */
export async function verifyBuyerEmail(app: FastifyInstance, email: string) {
  const built = builtApps.get(app);
  if (!built) throw new Error('verifyBuyerEmail needs an app made by setupTestApp (it reads the outbox)');
  const response = await requestsTo(app).anonymous.get(await mailLinkPath(built.database.db, email, 'email-verification'));
  if (response.statusCode !== 302 || /error=/.test(String(response.headers.location))) {
    throw new Error(`verification failed: ${response.statusCode} ${String(response.headers.location)}`);
  }
}

/** Follows the link sent to a lead's e-mail when it is not the account's (docs/decisions/0124-lead-email-confirmed.md). */
export async function confirmLeadEmail(app: FastifyInstance, correo: string) {
  const built = builtApps.get(app);
  if (!built) throw new Error('confirmLeadEmail needs an app made by setupTestApp (it reads the outbox)');
  const response = await requestsTo(app).anonymous.get(await mailLinkPath(built.database.db, correo.trim(), 'lead-email-confirmation'));
  if (response.statusCode !== 302 || /error=/.test(String(response.headers.location))) {
    throw new Error(`lead e-mail confirmation failed: ${response.statusCode} ${String(response.headers.location)}`);
  }
}

/** A new buyer, signed in, whose e-mail is verified through the real link unless `verified: false`. */
export async function signUpBuyer(app: FastifyInstance, name = 'María Santiago', options: { verified?: boolean } = {}) {
  const email = uniqueEmail('comprador');
  const response = await requestsTo(app).anonymous.post('/api/auth/sign-up/email', { name, email, password: 'contraseña-segura' });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  if (options.verified !== false) await verifyBuyerEmail(app, email);
  return { email, cookie: cookieFrom(response), id: (response.json() as { user: { id: string } }).user.id };
}

/** The buyers' and operators' sign-in form; the answer, so a test can check a refusal. */
export const signIn = (app: FastifyInstance, login: { email: string; password: string }) =>
  requestsTo(app).anonymous.post('/api/auth/sign-in/email', { email: login.email, password: login.password });

/** The institution portal's sign-in form; the answer, so a test can check a refusal. */
export const institutionSignIn = (app: FastifyInstance, login: { email: string; password: string; institutionName: string }) =>
  requestsTo(app).anonymous.post('/api/institution/login', {
    email: login.email,
    password: login.password,
    institutionName: login.institutionName,
  });

/** A staff login of a new institution, signed in; `enrol: false` leaves it at the password step's session. */
export async function createStaff(built: BuiltApp, institutionName = `Banco ${++counter}`, options: { enrol?: boolean } = {}) {
  const institution = await createInstitution(built.database.db, {
    name: institutionName,
    kind: 'bank',
    contactMethod: 'email',
    email: 'oficial@banco.example.com',
    phone: '(787) 555-0101',
    website: 'https://banco.example.com',
    description: 'Banco de pruebas',
  });
  const email = uniqueEmail('oficial');
  const password = 'clave-del-banco-1';
  await addStaffLogin(built.auth, built.database.db, institution.id, { email, password });
  const response = await institutionSignIn(built.app, { email, password, institutionName });
  if (response.statusCode !== 200) throw new Error(`institution login failed: ${response.statusCode} ${response.body}`);
  if (options.enrol === false) return { institution, email, password, cookie: cookieFrom(response), totpSecret: '', backupCodes: [] };
  // Staff read buyers' data only from a session that passed a second factor: enrol one, as the officer would.
  const enrolled = await enrolTwoFactor(built.app, cookieFrom(response), password);
  return { institution, email, password, ...enrolled };
}

/** An enrolled officer's sign-in on the portal with the password and then a code from the key; the session's cookie. */
export async function staffSignInWithCode(
  app: FastifyInstance,
  login: { email: string; password: string; institutionName: string; totpSecret: string },
): Promise<string> {
  const challenged = await institutionSignIn(app, login);
  if (challenged.statusCode !== 200) throw new Error(`institution login failed: ${challenged.statusCode} ${challenged.body}`);
  const coded = await requestsTo(app)
    .as({ cookie: cookieFrom(challenged) })
    .post('/api/auth/two-factor/verify-totp', { code: totpCode(login.totpSecret) });
  if (coded.statusCode !== 200) throw new Error(`code step failed: ${coded.statusCode} ${coded.body}`);
  return cookieFrom(coded);
}

/**
 * Turns on the authenticator app for a signed-in account, as /cuenta and the staff's first sign-in do: the password,
 * then the first code. The answer's cookie is the session that passed the second factor.
 */
export async function enrolTwoFactor(app: FastifyInstance, cookie: string, password: string) {
  const calls = requestsTo(app).as({ cookie });
  const enabled = await calls.post('/api/auth/two-factor/enable', { password });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const totpSecret = secretOfTotpUri(totpURI);
  const verified = await calls.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpSecret) });
  if (verified.statusCode !== 200) throw new Error(`two-factor verify failed: ${verified.statusCode} ${verified.body}`);
  return { cookie: cookieFrom(verified), totpSecret, backupCodes };
}

export async function createAdmin(built: BuiltApp, options: { enrol?: boolean } = {}) {
  const email = uniqueEmail('admin');
  const password = 'clave-de-operador-1';
  await createCredentialAccount(built.auth, built.database.db, { email, password, name: 'Operadora', role: 'admin' });
  const response = await signIn(built.app, { email, password });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`);
  if (options.enrol === false) return { email, password, cookie: cookieFrom(response), totpSecret: '', backupCodes: [] };
  const enrolled = await enrolTwoFactor(built.app, cookieFrom(response), password);
  return { email, password, ...enrolled };
}
