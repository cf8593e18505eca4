// The answers Fastify and Node write themselves, before any route or error handler runs (a malformed address, a
// parameter past its length, a request line or headers Node cannot read), are the app's Spanish `{message}` too.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorCopy } from '../../shared/copy/errors';
import { setupTestApp } from '../../test/app';

const { app } = await setupTestApp();
const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));

/** Writes these bytes on a fresh socket and reads the answer until the server closes it or sends a whole body. */
function rawExchange(bytes: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(base.port), base.hostname);
    let text = '';
    const finish = () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), body: body ? (JSON.parse(body) as unknown) : null });
      socket.destroy();
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.write(bytes);
  });
}

const spanish = (message: string) => ({ message, issues: [] });

describe("Fastify's own refusals", () => {
  it('a malformed percent-encoding in the path is a Spanish 400', async () => {
    for (const url of ['/api/x%zz', '/api/leads%E0%A4%A', '/propiedades%zz']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(spanish(errorCopy.malformedUrl));
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('a path parameter past its length is a Spanish 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/conversations/${'a'.repeat(300)}/messages` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(spanish(errorCopy.urlTooLong));
  });

  it('a body of a type no route reads is a Spanish 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/institution/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(spanish(errorCopy.unsupportedMediaType));
  });

  it('a body that is not JSON, or too large, stays a Spanish 400 and 413', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/institution/login', headers: { 'content-type': 'application/json' }, payload });
    expect((await post('{email')).json()).toEqual(spanish(errorCopy.invalidJson));
    const large = await post(JSON.stringify({ email: 'x'.repeat(70_000) }));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual(spanish(errorCopy.payloadTooLarge));
  });

  it('a request line Node cannot read is a Spanish 400', async () => {
    expect(await rawExchange('NOT A REQUEST\r\n\r\n')).toEqual({ status: 400, body: spanish(errorCopy.invalidInput) });
  });

  it('headers past the size Node reads are a Spanish 431', async () => {
    const answer = await rawExchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toEqual({ status: 431, body: spanish(errorCopy.headersTooLarge) });
  });
});
