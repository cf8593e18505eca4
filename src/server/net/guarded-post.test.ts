// POSTing personal data to a configured URL: with the guard on, an address that is not public is refused before any
// connection; the connection goes to the address that was checked (no second lookup a DNS rebind could swap); a
// redirect is a failure, never followed. Every receiver here listens on 127.0.0.1: nothing leaves the machine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { guardedPost, guardedPostJson, RedirectRefusedError } from './guarded-post';
import { UnsafeAddressError, type Resolver } from './public-address';

interface Receiver {
  server: Server;
  port: number;
  connections: number;
  requests: Array<{ host: string | undefined; body: string; headers?: import('node:http').IncomingHttpHeaders }>;
}

async function receiver(answer: (res: import('node:http').ServerResponse) => void): Promise<Receiver> {
  const state: Receiver = { server: createServer(), port: 0, connections: 0, requests: [] };
  state.server.on('connection', () => (state.connections += 1));
  state.server.on('request', (req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.requests.push({ host: req.headers.host, body, ...(req.url === '/with-headers' ? { headers: req.headers } : {}) });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.port = (state.server.address() as AddressInfo).port;
  afterAll(() => new Promise<void>((resolve) => state.server.close(() => resolve())));
  return state;
}

const ok = await receiver((res) => res.writeHead(204).end());
const elsewhere = await receiver((res) => res.writeHead(200).end());
const redirecting = await receiver((res) => res.writeHead(302, { location: `http://127.0.0.1:${elsewhere.port}/stolen` }).end());
const failing = await receiver((res) => res.writeHead(503).end('fuera de servicio'));
const silent = await receiver(() => {
  // Never answers: the caller's timeout must end the call.
});

beforeEach(() => {
  for (const r of [ok, elsewhere, redirecting, failing, silent]) {
    r.connections = 0;
    r.requests.length = 0;
  }
});

const to =
  (address: string): Resolver =>
  async () => [{ address, family: 4 }];
const noDns: Resolver = async () => {
  throw new Error('no DNS in tests');
};

describe('guardedPostJson with the guard on (production)', () => {
  it('refuses a loopback IP literal before connecting', async () => {
    await expect(
      guardedPostJson(`https://127.0.0.1:${ok.port}/lead`, { nombre: 'Ana' }, { timeoutMs: 1_000, guard: true, resolve: noDns }),
    ).rejects.toThrow(UnsafeAddressError);
    expect(ok.connections).toBe(0);
  });

  it('refuses a name that resolves to a private or loopback address, before connecting', async () => {
    await expect(
      guardedPostJson(
        `https://hooks.example.com:${ok.port}/lead`,
        { nombre: 'Ana' },
        { timeoutMs: 1_000, guard: true, resolve: to('127.0.0.1') },
      ),
    ).rejects.toThrow(UnsafeAddressError);
    await expect(
      guardedPostJson(`https://hooks.example.com:${ok.port}/lead`, {}, { timeoutMs: 1_000, guard: true, resolve: to('192.168.0.10') }),
    ).rejects.toThrow(UnsafeAddressError);
    await expect(guardedPostJson(`https://[::1]:${ok.port}/lead`, {}, { timeoutMs: 1_000, guard: true, resolve: noDns })).rejects.toThrow(
      UnsafeAddressError,
    );
    expect(ok.connections).toBe(0);
  });

  it('refuses plain HTTP, whatever the address', async () => {
    await expect(
      guardedPostJson(`http://hooks.example.com:${ok.port}/lead`, {}, { timeoutMs: 1_000, guard: true, resolve: to('8.8.8.8') }),
    ).rejects.toThrow(UnsafeAddressError);
    expect(ok.connections).toBe(0);
  });
});

describe('guardedPostJson (any environment)', () => {
  it('connects to the address it resolved once, and keeps the hostname in Host', async () => {
    let lookups = 0;
    const once: Resolver = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    await guardedPostJson(`http://hooks.example.com:${ok.port}/lead`, { nombre: 'Ana' }, { timeoutMs: 1_000, guard: false, resolve: once });
    expect(lookups).toBe(1);
    expect(ok.requests).toEqual([{ host: `hooks.example.com:${ok.port}`, body: '{"nombre":"Ana"}' }]);
  });

  it('treats a redirect as a failure and never follows it', async () => {
    await expect(
      guardedPostJson(`http://127.0.0.1:${redirecting.port}/lead`, { nombre: 'Ana' }, { timeoutMs: 1_000, guard: false, resolve: noDns }),
    ).rejects.toThrow(RedirectRefusedError);
    expect(redirecting.requests).toHaveLength(1);
    expect(elsewhere.connections).toBe(0);
  });

  it('answers with the status of a direct reply', async () => {
    await expect(
      guardedPostJson(`http://127.0.0.1:${ok.port}/lead`, {}, { timeoutMs: 1_000, guard: false, resolve: noDns }),
    ).resolves.toEqual({ status: 204 });
  });
});

describe('guardedPost (a body serialised and signed by the caller)', () => {
  it('sends the exact bytes with the caller headers and a correct length', async () => {
    const body = '{"texto":"señal ✓","n":1}';
    await guardedPost(
      `http://127.0.0.1:${ok.port}/with-headers`,
      { body, headers: { 'content-type': 'application/json', 'x-casajoven-signature': 't=1,v1=abc' } },
      { timeoutMs: 1_000, guard: false, resolve: noDns },
    );
    const [received] = ok.requests;
    expect(received!.body).toBe(body);
    expect(received!.headers!['x-casajoven-signature']).toBe('t=1,v1=abc');
    expect(received!.headers!['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('reports an error status instead of throwing, and a redirect with its status', async () => {
    await expect(
      guardedPost(`http://127.0.0.1:${failing.port}/x`, { body: '{}', headers: {} }, { timeoutMs: 1_000, guard: false, resolve: noDns }),
    ).resolves.toEqual({ status: 503 });
    const redirect = await guardedPost(
      `http://127.0.0.1:${redirecting.port}/x`,
      { body: '{}', headers: {} },
      { timeoutMs: 1_000, guard: false, resolve: noDns },
    ).catch((error: unknown) => error);
    expect(redirect).toBeInstanceOf(RedirectRefusedError);
    expect((redirect as RedirectRefusedError).status).toBe(302);
    expect(elsewhere.connections).toBe(0);
  });

  it('gives up when the receiver does not answer within the timeout', async () => {
    const started = Date.now();
    await expect(
      guardedPost(`http://127.0.0.1:${silent.port}/x`, { body: '{}', headers: {} }, { timeoutMs: 300, guard: false, resolve: noDns }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.requests).toHaveLength(1);
  });

  it('gives up within the same timeout when the name never resolves, with the guard on or off', async () => {
    const hanging: Resolver = () => new Promise(() => {});
    for (const guard of [true, false]) {
      const started = Date.now();
      await expect(
        guardedPost('https://hooks.example.com/x', { body: '{}', headers: {} }, { timeoutMs: 300, guard, resolve: hanging }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it('refuses link-local and private names before connecting, with the guard on', async () => {
    for (const address of ['169.254.169.254', '10.0.0.5', '127.0.0.1']) {
      await expect(
        guardedPost(
          `https://hooks.example.com:${ok.port}/x`,
          { body: '{}', headers: {} },
          { timeoutMs: 1_000, guard: true, resolve: to(address) },
        ),
      ).rejects.toThrow(UnsafeAddressError);
    }
    expect(ok.connections).toBe(0);
  });
});
