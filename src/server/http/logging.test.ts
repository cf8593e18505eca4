import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, OneLinePerRequest, redactUrl } from './logging';

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
