// A small local stand-in for Stripe's HTTP API, for tests only (never bundled into the app): the real `stripe`
// SDK talks to it through STRIPE_API_BASE. It implements what the app calls (create/retrieve a Checkout Session,
// create a refund), answers in Stripe's JSON shapes, and plays Stripe's part in a checkout: a hosted page whose
// "Pagar" button marks the session paid, sends the signed webhook to the app, then redirects to success_url.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

export interface StripeFake {
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeSession>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  requests: RecordedRequest[];
  /** Where the hosted page sends its webhooks (the app's /api/payments/stripe/webhook). */
  webhookUrl: string | null;
  /** Make the next refunds answer Stripe's error, to test that a failed refund leaves nothing behind. */
  failRefunds: boolean;
  /** The app's configuration that points it at this fake (keys and API base). */
  env(): { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_BASE: string };
  /** A Stripe-shaped event for a session (a copy of it, as Stripe sends). */
  event(type: string, session: FakeSession, id?: string): { id: string; payload: string };
  /** The Stripe-Signature header for a payload, from the SDK's own test helper. */
  sign(payload: string, secret?: string, timestamp?: number): string;
  /** Marks a session paid (as a card payment would) and returns it. */
  pay(sessionId: string, paymentStatus?: FakeSession['payment_status']): FakeSession;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString(36)}`;

function stripeError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeFake(options: { webhookSecret?: string; webhookUrl?: string } = {}): Promise<StripeFake> {
  const sdk = new Stripe('sk_test_fake');
  const idempotent = new Map<string, unknown>();
  const fake: StripeFake = {
    baseUrl: '',
    secretKey: 'sk_test_casa_joven_fake',
    webhookSecret: options.webhookSecret ?? 'whsec_casa_joven_fake',
    sessions: new Map(),
    refunds: [],
    requests: [],
    webhookUrl: options.webhookUrl ?? null,
    failRefunds: false,
    env: () => ({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.baseUrl }),
    event(type, session, id = nextId('evt')) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: { ...session } },
      });
      return { id, payload };
    },
    sign(payload, secret = fake.webhookSecret, timestamp) {
      return sdk.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    },
    pay(sessionId, paymentStatus = 'paid') {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = paymentStatus;
      session.payment_intent ??= nextId('pi');
      return session;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = req.method === 'POST' ? await readBody(req) : url.search.slice(1);
    const params = new URLSearchParams(raw);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });

    if (url.pathname.startsWith('/v1/') && req.headers.authorization !== `Bearer ${fake.secretKey}`) {
      return stripeError(res, 401, 'Invalid API Key provided');
    }
    if (idempotencyKey && req.method === 'POST' && idempotent.has(idempotencyKey)) return json(res, idempotent.get(idempotencyKey));

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: params.get('client_reference_id'),
        metadata,
        success_url: params.get('success_url') ?? '',
        cancel_url: params.get('cancel_url') ?? '',
        payment_intent: null,
        url: `${fake.baseUrl}/pay/${id}`,
        created: Math.floor(Date.now() / 1000),
      };
      if (!session.success_url || !Number.isInteger(session.amount_total)) return stripeError(res, 400, 'Missing required param');
      fake.sessions.set(id, session);
      if (idempotencyKey) idempotent.set(idempotencyKey, session);
      return json(res, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionMatch) {
      const session = fake.sessions.get(decodeURIComponent(sessionMatch[1]!));
      return session ? json(res, session) : stripeError(res, 404, 'No such checkout.session');
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expireMatch) {
      const session = fake.sessions.get(decodeURIComponent(expireMatch[1]!));
      if (!session) return stripeError(res, 404, 'No such checkout.session');
      if (session.status !== 'open') return stripeError(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
      session.status = 'expired';
      return json(res, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (fake.failRefunds) return stripeError(res, 400, 'Refund failed');
      const intent = params.get('payment_intent') ?? '';
      const paid = [...fake.sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
      if (!paid) return stripeError(res, 400, `No such payment_intent: '${intent}'`);
      const refund = {
        id: nextId('re'),
        object: 'refund',
        amount: Number(params.get('amount') ?? paid.amount_total),
        payment_intent: intent,
        status: 'succeeded',
        currency: paid.currency,
      };
      fake.refunds.push(refund);
      if (idempotencyKey) idempotent.set(idempotencyKey, refund);
      return json(res, refund);
    }
    // Stripe's hosted checkout, played by the fake (for the browser test).
    const pageMatch = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (pageMatch) {
      const session = fake.sessions.get(decodeURIComponent(pageMatch[1]!));
      if (!session) return stripeError(res, 404, 'No such checkout.session');
      if (req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Stripe de prueba</title></head><body><main>` +
            `<h1>Checkout de prueba (Stripe falso)</h1><p>Total: ${(session.amount_total / 100).toFixed(2)} ${escapeHtml(session.currency.toUpperCase())}</p>` +
            `<form method="post"><button type="submit">Pagar</button></form></main></body></html>`,
        );
      }
      if (session.status !== 'open') return stripeError(res, 400, 'This Checkout Session is no longer active.');
      fake.pay(session.id);
      if (fake.webhookUrl) {
        const { payload } = fake.event('checkout.session.completed', session);
        const delivered = await fetch(fake.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) },
          body: payload,
        });
        if (!delivered.ok) return stripeError(res, 500, `webhook answered ${delivered.status}`);
      }
      res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      return res.end();
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => stripeError(res, 500, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
