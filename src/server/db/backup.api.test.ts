// db:backup and db:restore on PostgreSQL (DATABASE_URL): the machine's pg_dump, then psql into an empty database
// where a login from before signs in. The embedded database's round trip is in embedded/running-server.test.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createStaff, institutionSignIn, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { backup, BackupError, restore } from './backup';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const postgres = (url: string) => ({ kind: 'postgres' as const, url, poolMax: 2, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 });

describe.skipIf(!onPostgres)('backup and restore on PostgreSQL', () => {
  it('dumps with pg_dump and restores into an empty database only, where a staff login from before signs in', async () => {
    const original = await freshDatabase();
    afterAll(() => original.dispose());
    const source = await buildApp(testConfig(), { database: original, logger: false });
    afterAll(() => source.app.close());
    const staff = await createStaff(source, 'Banco Respaldado');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'casa-backup-')), 'backup.sql');
    await backup(postgres(original.url!), file);

    const target = await freshDatabase();
    afterAll(() => target.dispose());
    await restore(postgres(target.url!), file);
    // A second restore would mix two databases: refused, nothing written.
    await expect(restore(postgres(target.url!), file)).rejects.toThrow(BackupError);

    const restored = await buildApp(testConfig(), { database: target, logger: false });
    afterAll(() => restored.app.close());
    const login = await institutionSignIn(restored.app, {
      email: staff.email,
      password: staff.password,
      institutionName: 'Banco Respaldado',
    });
    expect(login.statusCode).toBe(200);
  });
});
