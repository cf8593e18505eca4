// Two app instances on one PostgreSQL database, as two processes behind a load balancer: a message posted
// through one arrives on an event stream held by the other, through LISTEN/NOTIFY. PostgreSQL only.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { openDatabase } from '../db/client';
import { createStaff, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { submitLead, unlockLead } from '../../test/marketplace';
import { requestsTo } from '../../test/requests';
import { openEventStream } from '../../test/sse';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('deliver a message posted through one to a stream held by the other', async () => {
    const first = await freshDatabase();
    cleanups.push(() => first.dispose());
    const second = openDatabase(
      { kind: 'postgres', url: first.url!, poolMax: 3, connectTimeoutMs: 3_000, statementTimeoutMs: 15_000 },
      { error: () => undefined },
    );
    const a: BuiltApp = await buildApp(testConfig(), { database: first, logger: false });
    rememberTestApp(a);
    cleanups.push(() => a.app.close());
    const b: BuiltApp = await buildApp(testConfig(), { database: second, logger: false });
    cleanups.push(async () => {
      await b.app.close();
      await second.close();
    });
    const baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });

    const buyer = await signUpBuyer(a.app, 'Ana Dos Procesos');
    const bank = await createStaff(a, 'Banco Dos Procesos');
    const leadId = await submitLead(a.app, buyer);
    await unlockLead(a.app, bank, buyer, leadId);
    const { as } = requestsTo(a.app);
    const [conversation] = (await as(buyer).get('/api/conversations')).json() as Array<{ id: string }>;

    // The institution's browser is connected to instance B; the buyer writes through instance A.
    const stream = await openEventStream(`${baseB}/api/events`, bank.cookie);
    cleanups.push(async () => stream.close());
    const sent = await as(buyer).post(`/api/conversations/${conversation!.id}/messages`, { content: 'Hola desde la instancia A' });
    expect(sent.statusCode).toBe(201);
    const arrived = await stream.waitFor((e) => e.event === 'message');
    expect(arrived.data).toEqual({ conversationId: conversation!.id });
    expect((await stream.waitFor((e) => e.event === 'unread')).data).toEqual({ count: 1 });
  });
});
