// npm run rehearse: the several-process deployment of docs/deploy.md, run for real on this machine. One build; nginx
// (Debian's package) with deploy/nginx.conf over TLS; two app processes on one PostgreSQL database and one Redis,
// sharing one UPLOADS_DIR, with production settings; then e2e-rehearsal/ drives Chromium through nginx and checks
// what the deployment promises, rolling restart and backup included. Everything started here is stopped and
// dropped at the end, also when a check fails. REHEARSE_BREAK=redis|buffering|uploads (comma-separated) breaks
// one thing on purpose, to see the check that should catch it fail (docs/deploy.md#the-rehearsal).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, stopApp, waitHealthy, type AppProcess } from './apps';
import { Cleanup, killProcess } from './cleanup';
import { startControl } from './control';
import { checkNginx, makeCertificate, startNginx } from './nginx';
import { freePort } from './ports';
import { assembleRelease, build, copySources } from './release';
import { checkPostgres, createDatabase, dropDatabase, startRedis, startSmtpCatcher } from './services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const breaks = new Set((process.env.REHEARSE_BREAK ?? '').split(',').filter(Boolean));
for (const name of breaks) {
  if (!['redis', 'buffering', 'uploads'].includes(name)) throw new Error(`REHEARSE_BREAK: unknown "${name}" (redis, buffering, uploads)`);
}

const cleanup = new Cleanup();
cleanup.installHandlers();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line: string) => console.log(`rehearsal [${seconds()}] ${line}`);

/** Runs a command of a release (db-backup, db-restore) to its end; its output goes to `log`. */
function runIn(cwd: string, args: string[], env: Record<string, string>, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = openSync(log, 'a');
    const child = spawn('node', args, {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', out, out],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited with ${code}; see ${log}`))));
  });
}

async function main(): Promise<number> {
  checkNginx();
  checkPostgres();
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('Chromium is missing: run `bash scripts/ensure-chromium.sh` (as root), then npm run rehearse again');

  const dir = mkdtempSync(path.join(tmpdir(), 'casa-rehearsal-'));
  // nginx's workers (another user when started as root) write request bodies under it.
  chmodSync(dir, 0o755);
  const logs = path.join(dir, 'logs');
  mkdirSync(logs);
  let passed = false;
  cleanup.add('the rehearsal folder', () => {
    if (passed) rmSync(dir, { recursive: true, force: true });
    else console.error(`rehearsal: logs kept in ${logs}`);
  });

  say('building (npm run build in a copy of the checkout)');
  const sources = path.join(dir, 'sources');
  await copySources(root, sources);
  await build(sources, path.join(logs, 'build.log'));
  const firstRelease = path.join(dir, 'release-1');
  assembleRelease(root, sources, firstRelease);

  const [httpsPort, httpPort, portA, portB, redisPort, smtpPort, controlPort] = await Promise.all(Array.from({ length: 7 }, freePort));
  const redis = await startRedis(redisPort!, path.join(logs, 'redis.log'));
  cleanup.add('redis-server', () => killProcess(redis.pid));
  const mailDir = path.join(dir, 'mail');
  const smtp = await startSmtpCatcher(smtpPort!, mailDir);
  cleanup.add('the SMTP catcher', () => smtp.close());
  const database = `rehearsal_${process.pid}`;
  const databaseUrl = createDatabase(database);
  cleanup.add(`database ${database}`, () => dropDatabase(database));

  const uploads = path.join(dir, 'uploads');
  const publicUrl = `https://localhost:${httpsPort}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: `k1:${randomBytes(32).toString('base64')}`,
    DOCUMENTS_KEY: `d1:${randomBytes(32).toString('base64')}`,
    TRUST_PROXY: '1',
    PAYMENT_PROVIDER: 'simulated',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_INTERVAL_MS: '500',
    DATA_DIR: path.join(dir, 'data'),
    UPLOADS_DIR: uploads,
    // The demo logins with published keys: the spec signs in as staff without an authenticator app of its own.
    SEED_DEMO_DATA: 'true',
    // Every browser and client of the rehearsal comes from one address; the sign-in tier keeps its default of 10.
    RATE_LIMIT_API_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  };
  const apps = new Map<string, AppProcess>();
  const envOf = (name: string) => ({ ...env, ...(breaks.has('uploads') && name === 'b' ? { UPLOADS_DIR: `${uploads}-b` } : {}) });
  cleanup.add('the app processes', () => {
    for (const app of apps.values()) killProcess(app.child.pid);
  });
  say('starting two app processes on one database');
  // One after the other: the demo logins' seeding (SEED_DEMO_DATA, a demo-only setting) is not safe against a
  // second process seeding at the same moment, unlike migrations, which run under a lock.
  for (const [name, port] of [
    ['a', portA!],
    ['b', portB!],
  ] as const) {
    const app = startApp({ instance: name, port, release: firstRelease, env: envOf(name), logDir: logs });
    apps.set(name, app);
    await waitHealthy(app);
  }

  const tls = makeCertificate(path.join(dir, 'tls'));
  const nginx = await startNginx(root, {
    dir: path.join(dir, 'nginx'),
    httpPort: httpPort!,
    httpsPort: httpsPort!,
    upstreams: [portA!, portB!],
    tlsDir: path.join(dir, 'tls'),
    bufferEvents: breaks.has('buffering'),
  });
  cleanup.add('nginx', () => killProcess(nginx.pid));
  say(`nginx on ${publicUrl} in front of a (:${portA}) and b (:${portB})`);

  // The release the rolling restart moves to: the build unpacked again into a folder of its own, as a deployment
  // unpacks each release beside the running one (a second `npm run build` would cost a minute of the 5 on two cores).
  const secondRelease = path.join(dir, 'release-2');
  assembleRelease(root, sources, secondRelease);

  if (breaks.has('redis')) {
    say('REHEARSE_BREAK=redis: stopping Redis');
    killProcess(redis.pid);
  }

  const restoredName = `${database}_restored`;
  let backups = 0;
  const control = await startControl(controlPort!, {
    restart: async ({ instance }) => {
      const current = apps.get(instance ?? '');
      if (!current) throw new Error(`no instance ${instance}`);
      const stopped = await stopApp(current);
      const next = startApp({ instance: `${instance}-2`, port: current.port, release: secondRelease, env: envOf(instance!), logDir: logs });
      apps.set(instance!, next);
      const starting = Date.now();
      await waitHealthy(next);
      say(
        `restarted ${instance}: drained and exited ${stopped.exitCode} in ${stopped.drainMs} ms; ${next.instance} (release-2) healthy after ${Date.now() - starting} ms`,
      );
      return { ...stopped, instance: next.instance };
    },
    backup: async () => {
      const file = path.join(dir, `backup-${++backups}.sql`);
      const began = Date.now();
      await runIn(firstRelease, ['dist/server/cli/db-backup.js', file], env, path.join(logs, 'backup.log'));
      return { file, bytes: statSync(file).size, tookMs: Date.now() - began };
    },
    restore: async ({ file }) => {
      const restoredUrl = createDatabase(restoredName);
      cleanup.add(`database ${restoredName}`, () => dropDatabase(restoredName));
      await runIn(
        firstRelease,
        ['dist/server/cli/db-restore.js', file!],
        { ...env, DATABASE_URL: restoredUrl },
        path.join(logs, 'restore.log'),
      );
      const port = await freePort();
      const app = startApp({ instance: 'restored', port, release: firstRelease, env: { ...env, DATABASE_URL: restoredUrl }, logDir: logs });
      apps.set('restored', app);
      await waitHealthy(app);
      return { url: `http://127.0.0.1:${port}` };
    },
  });
  cleanup.add('the control server', () => control.close());

  say('running e2e-rehearsal/ in Chromium through nginx');
  const playwright = spawn('npx', ['playwright', 'test', '-c', 'playwright.rehearsal.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      REHEARSAL_URL: publicUrl,
      REHEARSAL_CONTROL: `http://127.0.0.1:${controlPort}`,
      REHEARSAL_SPKI: tls.spki,
      REHEARSAL_MAIL_DIR: mailDir,
      REHEARSAL_DIRECT: JSON.stringify({ a: portA, b: portB }),
      // Node's side of the spec (Playwright's request contexts, the spec's own client) trusts this certificate.
      NODE_EXTRA_CA_CERTS: tls.cert,
    },
  });
  const code = await new Promise<number>((resolve) => playwright.once('exit', (exit) => resolve(exit ?? 1)));

  // The processes drain as in the rolling restart; the sync cleanup then finds nothing left to kill.
  await Promise.all([...apps.values()].map((app) => stopApp(app).catch(() => undefined)));
  passed = code === 0;
  return code;
}

main().then(
  (code) => {
    cleanup.runAll();
    console.log(
      code === 0 ? `rehearsal passed in ${seconds()}` : `rehearsal FAILED after ${seconds()} (the spec's message above says which check)`,
    );
    process.exit(code);
  },
  (error: unknown) => {
    console.error(`rehearsal FAILED after ${seconds()}: ${error instanceof Error ? error.message : String(error)}`);
    cleanup.runAll();
    process.exit(1);
  },
);
