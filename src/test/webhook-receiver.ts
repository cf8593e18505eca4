// An institution's webhook receiver, for tests only: it listens on 127.0.0.1 (nothing leaves the machine), records
// every request with its headers and exact body, answers as the test says, and can go down and come back on the same
// port (an outage). `verifySignature` is the recipe docs/webhooks.md gives institutions, written from it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** `ok` 200, `error` 500, `redirect` 302 to another receiver's address, `hang` never answers. */
export type ReceiverAnswer = 'ok' | 'error' | 'redirect' | 'hang';

export interface WebhookReceiver {
  url: (path?: string) => string;
  port: number;
  received: ReceivedDelivery[];
  /** TCP connections accepted, including ones that never sent a full request. */
  connections: number;
  answer: ReceiverAnswer;
  redirectTo: string;
  /** Stops listening: the next delivery meets a refused connection. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  reset(): void;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let server: Server;
  const state: WebhookReceiver = {
    url: (path = '/casa-joven') => `http://127.0.0.1:${state.port}${path}`,
    port: 0,
    received: [],
    connections: 0,
    answer: 'ok',
    redirectTo: 'http://127.0.0.1:9/elsewhere',
    down: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    up: () => listen(state.port),
    reset() {
      state.received.length = 0;
      state.connections = 0;
      state.answer = 'ok';
    },
  };
  const listen = (port: number) =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          state.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          if (state.answer === 'ok') res.writeHead(200, { 'content-type': 'text/plain' }).end('recibido');
          else if (state.answer === 'error') res.writeHead(500).end('fallo');
          else if (state.answer === 'redirect') res.writeHead(302, { location: state.redirectTo }).end();
          // 'hang': no answer; the sender's timeout ends it.
        });
      });
      server.on('connection', () => (state.connections += 1));
      server.listen(port, '127.0.0.1', () => {
        state.port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen(0);
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return state;
}

/**
 * docs/webhooks.md#verificar-la-firma: `X-CasaJoven-Signature: t=<unix>,v1=<hex>`; v1 must equal
 * HMAC-SHA256(secret, `${t}.${body}`) in hex, compared in constant time, and `t` must be recent (five minutes).
 */
export function verifySignature(
  secret: string,
  header: string | string[] | undefined,
  body: string,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (typeof header !== 'string') return false;
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d+$/.test(t)) return false;
  if (Math.abs(nowSeconds - Number(t)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
