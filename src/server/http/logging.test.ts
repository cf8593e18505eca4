import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../db/client';
import { freshDatabase } from '../../test/database';
import { loggerOptions, OneLinePerRequest, redactUrl, serializeError } from './logging';

describe('redactUrl', () => {
  it('keeps the path and the names of query parameters, not their values', () => {
    expect(redactUrl('/api/admin/institutions?q=oficial%40banco.example.com&page=2')).toBe('/api/admin/institutions?q=…&page=…');
    expect(redactUrl('/api/leads-for-banks')).toBe('/api/leads-for-banks');
  });

  it('hides the token of a password-reset link and of a verification link', () => {
    expect(redactUrl('/api/auth/reset-password/abc123secret?callbackURL=%2Frestablecer')).toBe('/api/auth/reset-password/…?callbackURL=…');
    expect(redactUrl('/api/auth/verify-email?token=eyJsecret&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/verify-email?token=…&callbackURL=…',
    );
  });
});

describe('request log lines', () => {
  it('carry no token, query value or cookie of the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream }, logController: new OneLinePerRequest() });
    app.get('/api/auth/reset-password/:token', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/tok-SECRET-1?callbackURL=/x-SECRET-2',
      headers: { cookie: 'session=SECRET-3' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/auth/reset-password/…');
    expect(log).not.toContain('SECRET');
    // One line per request, with what it was, how it ended and how long it took.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(JSON.parse(lines[0]!).responseTime).toBeTypeOf('number');
  });
});

describe('serializeError', () => {
  const marker = { email: 'marcador.unit@example.com', phone: '(787) 555-0177' };
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.migrate();
  });
  afterAll(() => database.dispose());
  const failure = (statement: Promise<unknown>): Promise<Error> =>
    statement.then(
      () => expect.unreachable('the statement should fail'),
      (error: Error) => error,
    );

  it("writes drizzle's failed query without its parameters, and PostgreSQL's error without the values it echoes", async () => {
    const db = database.db;
    const badUuid = await failure(db.select().from(schema.leads).where(eq(schema.leads.id, marker.email)));
    const serialized = JSON.stringify(serializeError(badUuid));
    expect(serialized).not.toContain('marcador');
    expect(serializeError(badUuid)).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query (its parameters are not logged)',
      query: expect.stringContaining('from "leads"'),
      cause: { type: 'DatabaseError', code: '22P02', message: 'invalid input syntax for type uuid: "…"' },
    });

    // A refused row: PostgreSQL's `detail` is "Failing row contains (the values)".
    await db.execute(sql`create table probe (correo text, movil text check (movil not like '%0177'))`);
    const refused = await failure(db.execute(sql`insert into probe values (${marker.email}, ${marker.phone})`));
    expect((refused.cause as { detail: string }).detail).toContain('marcador');
    // Wrapped in another error, as a service might: its cause goes through the same rules.
    const wrapped = new Error('could not store the lead', { cause: refused });
    const text = JSON.stringify(serializeError(wrapped));
    for (const secret of ['marcador', '555-0177']) expect(text).not.toContain(secret);
    expect(serializeError(wrapped)).toMatchObject({ message: 'could not store the lead', cause: { cause: { type: 'DatabaseError' } } });
  });

  it('writes any other error as pino would: class, message, stack and its own fields', () => {
    const error = Object.assign(new TypeError('sin conexión'), { code: 'ECONNRESET' });
    expect(serializeError(error)).toMatchObject({ type: 'TypeError', message: 'sin conexión', code: 'ECONNRESET' });
    expect(serializeError(error).stack).toMatch(/^TypeError: sin conexión\n\s+at /);
  });
});
