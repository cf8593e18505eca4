// The same shared budget as rate-limit-shared.api.test.ts, with two real server processes (src/server/main.ts) on
// one PostgreSQL database and one Redis, as behind a load balancer. PostgreSQL only: two processes cannot share an
// embedded database (docs/decisions/0094-embedded-database-has-one-owner.md).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCopy } from '../../shared/copy/errors';
import { freshDatabase } from '../../test/database';
import { call, startServer, stopServer, type ServerProcess } from '../../test/server-process';

const databaseUrl = process.env.TEST_DATABASE_URL ? true : false;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL and one Redis', { timeout: 120_000 }, () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await stopServer(server);
  });

  it('share one sign-in budget: the attempt after the limit is refused, whichever process gets it', async () => {
    const database = await freshDatabase();
    afterAll(() => database.dispose());
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl,
      RATE_LIMIT_AUTH_PER_MINUTE: '4',
      // Demo data is not the subject; seeding it twice at once is not either.
      SEED_DEMO_DATA: 'false',
      // The client address comes from X-Forwarded-For: a new one each run, so no earlier run's count is in Redis.
      TRUST_PROXY: '1',
    };
    const client = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    // One after the other: the second finds the migrations applied.
    for (let i = 0; i < 2; i++) servers.push(await startServer(mkdtempSync(path.join(tmpdir(), 'casa-unused-')), env));

    const attempt = (server: ServerProcess) =>
      call(
        server,
        'POST',
        '/api/auth/sign-in/email',
        { email: `nadie-${randomUUID()}@example.com`, password: 'mala-clave-123' },
        undefined,
        {
          'x-forwarded-for': client,
        },
      );
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await attempt(servers[n % 2]!)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const refused = await attempt(servers[1]!);
    expect(refused).toMatchObject({ status: 429, body: { message: errorCopy.tooManyRequests } });
  });
});
