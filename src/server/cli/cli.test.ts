// The account commands, run as a person runs them, against an embedded database on disk.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { cookieFrom, institutionSignIn, signIn, testConfig } from '../../test/app';
import { requestsTo } from '../../test/requests';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'casa-cli-'));
const tsx = path.resolve('node_modules/.bin/tsx');
const command = (script: string, args: string[]) =>
  run(tsx, [path.resolve(`src/server/cli/${script}.ts`), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

describe('institution:create and admin:create', () => {
  it('creates an institution with a staff login that can sign in at the portal, and an admin', { timeout: 60_000 }, async () => {
    const created = await command('institution-create', [
      '--name',
      'Cooperativa Nueva',
      '--email',
      'oficial@coopnueva.example.com',
      '--password',
      'clave-larga-1',
    ]);
    expect(created.stdout).toContain('Created institution "Cooperativa Nueva"');
    await command('institution-create', [
      '--name',
      'cooperativa nueva',
      '--email',
      'segunda@coopnueva.example.com',
      '--password',
      'clave-larga-2',
    ]);
    await command('admin-create', ['--name', 'Operadora', '--email', 'ops@casajovenpr.example.com', '--password', 'clave-larga-3']);

    const database = openDatabase({ kind: 'pglite', dataDir }, { error: () => undefined });
    const { app } = await buildApp(testConfig(), { database, logger: false });
    // This process now owns the directory (its lock): let it go before the next test's commands open it.
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });

    for (const email of ['oficial@coopnueva.example.com', 'segunda@coopnueva.example.com']) {
      const password = email.startsWith('oficial') ? 'clave-larga-1' : 'clave-larga-2';
      const login = await institutionSignIn(app, { email, password, institutionName: 'Cooperativa Nueva' });
      expect(login.statusCode).toBe(200);
    }
    const admin = await signIn(app, { email: 'ops@casajovenpr.example.com', password: 'clave-larga-3' });
    const me = await requestsTo(app)
      .as({ cookie: cookieFrom(admin) })
      .get('/api/auth/user');
    expect(me.json()).toMatchObject({ role: 'admin' });
  });

  it('refuses a short password, a weak staff password and a missing option with a clear message', { timeout: 60_000 }, async () => {
    await expect(command('admin-create', ['--name', 'X', '--email', 'x@example.com', '--password', 'corta'])).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
    // The staff password rule is the console's own (decision 0055), in its Spanish words, and nothing is left behind.
    await expect(
      command('institution-create', ['--name', 'Banco Débil', '--email', 'oficial@debil.example.com', '--password', 'soloLetrasLargas']),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('La contraseña debe incluir letras y números'),
    });
    const retried = await command('institution-create', [
      '--name',
      'Banco Débil',
      '--email',
      'oficial@debil.example.com',
      '--password',
      'clave-larga-4',
    ]);
    expect(retried.stdout).toContain('Created institution "Banco Débil"');
    await expect(command('institution-create', ['--name', 'Banco Y'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Missing --email, --password'),
    });
  });
});
