// The credential rate limit follows the path better-auth acts on: a path written another way (dot segments, encoded
// dots) is refused before better-auth sees it, and never lands in the looser tier. Sent raw over a real socket,
// because light-my-request (app.inject) would tidy the URL first.
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { errorCopy } from '../../../shared/copy/errors';
import { setupTestApp } from '../../../test/app';

const limit = 3;
const { app } = await setupTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: String(limit), TRUST_PROXY: '1' });
const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));

/** POSTs JSON to this exact path, byte for byte, and returns the status and parsed body. */
function rawPost(path: string, payload: object, forwardedFor: string): Promise<{ status: number; body: unknown }> {
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const signIn = { email: 'nadie@example.com', password: 'mala-clave-123' };
const signUp = { name: 'Intrusa', email: 'intrusa@example.com', password: 'contraseña-segura' };
const disguised = [
  '/api/auth/./sign-in/email',
  '/api/auth/x/../sign-in/email',
  '/api/auth/%2e/sign-in/email',
  '/api/auth/%2E/sign-in/email',
  '/api/auth/sign-in/%2e/email',
  '/api/auth//sign-in/email',
  '/api/auth/sign%2Din/email',
];

let client = 0;
/** A fresh client address per request (X-Forwarded-For, trusted one hop), so each test has its own buckets. */
const nextClient = () => `203.0.113.${++client}`;

describe('/api/auth paths', () => {
  it.each(disguised)('refuses %s with a Spanish 400 before better-auth sees it', async (path) => {
    const answer = await rawPost(path, signIn, nextClient());
    expect(answer).toEqual({ status: 400, body: { message: errorCopy.malformedAuthPath } });
  });

  it('refuses a disguised sign-up too, creating no account', async () => {
    const answer = await rawPost('/api/auth/./sign-up/email', signUp, nextClient());
    expect(answer.status).toBe(400);
    const check = await rawPost('/api/auth/sign-in/email', { email: signUp.email, password: signUp.password }, nextClient());
    expect(check.status).toBe(401);
  });

  it('counts disguised sign-in attempts in the credential tier', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) {
      statuses.push((await rawPost(disguised[i % 3]!, signIn, '198.51.100.1')).status);
    }
    // Past the credential limit the client is told to wait, whatever way it writes the path.
    expect(statuses.slice(limit)).toEqual([429, 429, 429]);
  });

  it('still serves the plain path', async () => {
    const answer = await rawPost('/api/auth/sign-in/email', signIn, nextClient());
    expect(answer).toEqual({ status: 401, body: { message: errorCopy.signInFailed } });
  });
});
