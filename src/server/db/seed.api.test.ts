// Demo data (decision 0071): the published demo logins and the fictitious test institutions exist only when demo
// data is on, which production must ask for explicitly; and then the start-up log says so loudly.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { cookieFrom, institutionSignIn, signIn, testConfig } from '../../test/app';
import { totpCode } from '../../test/totp';
import { apiPaths } from '../../shared/api-paths';
import { requestsTo } from '../../test/requests';
import { freshDatabase } from '../../test/database';
import { schema } from './client';
import { demoBuyer, demoInstitution, demoOperator, demoSecondInstitution } from './demo-accounts';

const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'un-secreto-de-produccion-de-32-caracteres-o-mas',
  DATA_ENCRYPTION_KEY: 'k1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  DOCUMENTS_KEY: 'd1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  PAYMENT_PROVIDER: 'simulated',
};
const testInstitutionNames = [demoInstitution.institutionName, demoSecondInstitution.institutionName];

/** Builds the real app on a fresh database, keeping every log line it writes at start-up. */
async function start(env: Record<string, string>) {
  const database = await freshDatabase();
  const lines: Array<{ level: number; msg: string }> = [];
  const built = await buildApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    database,
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  afterAll(async () => {
    await built.app.close();
    await database.dispose();
  });
  return { built, lines };
}

const emails = async (built: BuiltApp) =>
  (await built.database.db.select({ email: schema.user.email }).from(schema.user)).map((row) => row.email);
const institutions = async (built: BuiltApp) =>
  built.database.db.select({ name: schema.institutions.name, isTest: schema.institutions.isTest }).from(schema.institutions);

describe('a production start with demo data off (the default)', async () => {
  const { built, lines } = await start(production);

  it('has none of the logins the README publishes, and the operator password opens nothing', async () => {
    const present = await emails(built);
    for (const login of [demoBuyer, demoOperator, demoInstitution, demoSecondInstitution]) expect(present).not.toContain(login.email);
    expect((await signIn(built.app, demoOperator)).statusCode).not.toBe(200);
  });

  it('has no test institution, in the database or in the list buyers choose from', async () => {
    const rows = await institutions(built);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.isTest)).toEqual([]);
    const listed = (await requestsTo(built.app).anonymous.get('/api/institutions')).json() as Array<{ name: string }>;
    for (const name of testInstitutionNames) expect(listed.map((row) => row.name).join('\n')).not.toContain(name);
  });

  it('does not warn about demo data', () => {
    expect(lines.some((line) => /SEED_DEMO_DATA/.test(line.msg))).toBe(false);
  });
});

describe('a production start with SEED_DEMO_DATA=true', async () => {
  const { built, lines } = await start({ ...production, SEED_DEMO_DATA: 'true' });

  it('creates the demo logins and the test institutions, flagged as tests', async () => {
    expect(await emails(built)).toEqual(expect.arrayContaining([demoOperator.email, demoInstitution.email]));
    const tests = (await institutions(built)).filter((row) => row.isTest).map((row) => row.name);
    expect(tests.sort()).toEqual([...testInstitutionNames].sort());
  });

  it('warns loudly in the start-up log that the published logins are live', () => {
    const warning = lines.find((line) => /SEED_DEMO_DATA/.test(line.msg));
    expect(warning?.level).toBeGreaterThanOrEqual(40);
    expect(warning?.msg).toMatch(/production/);
  });
});

describe('a production start with demo data off, on a database an earlier start filled with demo data', async () => {
  const database = await freshDatabase();
  afterAll(() => database.dispose());
  const first = await buildApp(testConfig({ ...production, SEED_DEMO_DATA: 'true' }), { database, logger: false });
  await first.app.close();
  const lines: Array<{ level: number; msg: string }> = [];
  const second = await buildApp(testConfig({ ...production, LOG_LEVEL: 'info' }), {
    database,
    logger: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  });
  afterAll(() => second.app.close());

  it('warns that the published demo logins are still there, naming them', () => {
    const warning = lines.find((line) => line.level >= 40 && line.msg.includes(demoOperator.email));
    expect(warning?.msg).toMatch(/SEED_DEMO_DATA=false/);
  });
});

describe('a development start with SEED_DEMO_DATA=false', async () => {
  const { built } = await start({ SEED_DEMO_DATA: 'false' });

  it('seeds neither the demo logins nor the test institutions', async () => {
    expect(await emails(built)).not.toContain(demoOperator.email);
    expect((await institutions(built)).filter((row) => row.isTest)).toEqual([]);
  });
});

describe('the test institutions, for buyers (demo data on)', async () => {
  const { built } = await start({});

  it('are listed with " (prueba)" after their name, and can still be picked', async () => {
    const listed = (await requestsTo(built.app).anonymous.get('/api/institutions')).json() as Array<{
      id: string;
      name: string;
      isTest: boolean;
    }>;
    const tests = listed.filter((row) => row.isTest);
    expect(tests.map((row) => row.name).sort()).toEqual(testInstitutionNames.map((name) => `${name} (prueba)`).sort());
    expect(listed.filter((row) => !row.isTest).every((row) => !row.name.includes('(prueba)'))).toBe(true);
    const [row] = await built.database.db.select().from(schema.institutions).where(eq(schema.institutions.id, tests[0]!.id));
    expect(row?.active).toBe(true);
  });
});

describe('the demo staff and operator (demo data on)', async () => {
  const { built } = await start({});

  it('sign in with the password and a code from the published key, and then read the console and the leads', async () => {
    const operator = await signIn(built.app, demoOperator);
    expect(operator.json()).toMatchObject({ twoFactorRedirect: true });
    const operatorCode = await requestsTo(built.app)
      .as({ cookie: cookieFrom(operator) })
      .post('/api/auth/two-factor/verify-totp', { code: totpCode(demoOperator.totpSecret) });
    expect(operatorCode.statusCode).toBe(200);
    expect(
      (
        await requestsTo(built.app)
          .as({ cookie: cookieFrom(operatorCode) })
          .get(apiPaths.admin.leadStats)
      ).statusCode,
    ).toBe(200);

    const staff = await institutionSignIn(built.app, demoInstitution);
    expect(staff.json()).toMatchObject({ twoFactorRequired: true });
    const staffCode = await requestsTo(built.app)
      .as({ cookie: cookieFrom(staff) })
      .post('/api/auth/two-factor/verify-totp', { code: totpCode(demoInstitution.totpSecret) });
    expect(
      (
        await requestsTo(built.app)
          .as({ cookie: cookieFrom(staffCode) })
          .get(apiPaths.bankLeads)
      ).statusCode,
    ).toBe(200);
  });
});
