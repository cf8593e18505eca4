// The deployment of docs/deploy.md, checked through nginx over HTTPS (scripts/rehearse/ starts it): TLS and cookies,
// both processes serving, live events across processes, shared photos and upload limits, a shared sign-in limit,
// what nginx hides, mail through SMTP, a rolling restart under load, and a backup that restores and signs people in.
// The checks run in order and share the people and data they create.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { demoBuyer, demoInstitution } from '../src/server/db/demo-accounts';
import { testImage } from '../src/test/photos';
import { buyerPassword, fillSignInForm, signInInstitution } from '../e2e/accounts';
import { submitLeadOverHttp } from '../e2e/marketplace-helpers';
import { control, instanceOf, postFrom, stage } from './stage';

test.describe.configure({ mode: 'serial' });

const tag = Math.random().toString(36).slice(2, 8);
let buyer: BrowserContext;
let officer: BrowserContext;
let listing: { id: string };
let conversationId: string;
const newBuyer = { name: 'Lucía Ensayo', email: `ensayo-${tag}@example.com` };
let backup: { file: string; ackedBefore: string[] };

type Message = { id: string; content: string };
async function allMessages(read: (query: string) => Promise<{ messages: Message[]; olderCursor: string | null }>): Promise<Message[]> {
  const all: Message[] = [];
  let before: string | null = null;
  do {
    const page = await read(`limit=100${before ? `&before=${before}` : ''}`);
    all.unshift(...page.messages);
    before = page.olderCursor;
  } while (before);
  return all;
}

const messagesOver = (api: APIRequestContext) => (query: string) =>
  api.get(`/api/conversations/${conversationId}/messages?${query}`).then(async (response) => {
    expect(response.status(), `reading the conversation → ${response.status()}`).toBe(200);
    return (await response.json()) as { messages: Message[]; olderCursor: string | null };
  });

/** Through nginx until a process other than `not` answers (or `want` does); nginx takes a failed one back after 10 s. */
async function untilServedBy(api: APIRequestContext, want: (instance: string) => boolean, what: string) {
  const seen: string[] = [];
  const until = Date.now() + 25_000;
  while (Date.now() < until) {
    const instance = instanceOf(await api.get('/healthz'));
    seen.push(instance);
    if (want(instance)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: nginx never sent a request there in 25 s (answered by ${[...new Set(seen)].join(', ')})`);
}

test('sign-in over HTTPS sets Secure cookies and HSTS; requests alternate between the two processes', async ({ browser }) => {
  buyer = await browser.newContext({ extraHTTPHeaders: { origin: stage.url } });
  const page = await buyer.newPage();
  const landing = await page.goto('/login');
  expect(landing!.url()).toMatch(/^https:/);
  expect(landing!.headers()['strict-transport-security'], 'HSTS on the answer through nginx').toMatch(/max-age=\d{7,}/);
  await fillSignInForm(page, demoBuyer);
  await expect(page).toHaveURL(/\/dashboard/);
  const cookies = await buyer.cookies();
  expect(
    cookies.some((cookie) => cookie.name.includes('session_token')),
    'a session cookie',
  ).toBe(true);
  expect(
    cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name),
    'cookies without Secure',
  ).toEqual([]);
  // The context keeps the session for the checks that follow; the page would only hold an event stream open.
  await page.close();

  const served: string[] = [];
  for (let i = 0; i < 8; i++) served.push(instanceOf(await buyer.request.get('/healthz')));
  expect(new Set(served), `requests through nginx were answered by ${served.join(', ')}`).toEqual(new Set(['a', 'b']));
  const switches = served.filter((instance, i) => i > 0 && instance !== served[i - 1]).length;
  expect(switches, `round robin alternates: ${served.join(', ')}`).toBeGreaterThanOrEqual(5);
});

test('a photo uploaded through one process is served by the other; a 16 MB one gets the app’s Spanish 413', async ({ browser }) => {
  officer = await browser.newContext({ extraHTTPHeaders: { origin: stage.url } });
  await signInInstitution(officer.request, demoInstitution);
  const api = officer.request;
  const created = await api.post('/api/institution/listings', {
    data: {
      title: `Casa del ensayo ${tag}`,
      description: 'Casa de tres cuartos para el ensayo del despliegue, cerca de la plaza.',
      priceCents: 15_000_000,
      type: 'casa',
      municipality: 'Caguas',
      sizeM2: 120,
      bedrooms: 3,
      bathrooms: 2,
      lotSizeM2: 300,
      floodZone: 'no',
      yearBuilt: 1998,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  listing = (await created.json()) as { id: string };

  const photo = await testImage({ width: 1200, height: 800 });
  const uploaded = await api.post(`/api/institution/listings/${listing.id}/photos`, {
    multipart: { photo: { name: 'fachada.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const uploadedBy = instanceOf(uploaded);
  const { src } = (await uploaded.json()) as { src: string };
  let servedBy = uploadedBy;
  for (let i = 0; i < 6 && servedBy === uploadedBy; i++) {
    const fetched = await api.get(src);
    servedBy = instanceOf(fetched);
    expect(fetched.status(), `photo uploaded through ${uploadedBy}, fetched through ${servedBy}: do the processes share UPLOADS_DIR?`).toBe(
      200,
    );
    expect(fetched.headers()['content-type']).toBe('image/webp');
  }
  expect(servedBy, 'the photo was fetched through the other process').not.toBe(uploadedBy);

  const tooBig = Buffer.alloc(16 * 1024 * 1024, 0xff);
  const refused = await api.post(`/api/institution/listings/${listing.id}/photos`, {
    multipart: { photo: { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: tooBig } },
  });
  expect(refused.status()).toBe(413);
  expect(instanceOf(refused), 'the app answered the 16 MB upload, not nginx').toMatch(/^[ab]$/);
  expect(await refused.json()).toEqual({ message: 'La foto pasa de 15 MB.' });

  const published = await api.patch(`/api/institution/listings/${listing.id}`, { data: { status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
});

test('a message written through one process reaches the officer’s page whose event stream is on the other', async () => {
  const leadOwner = {
    nombre: demoBuyer.name,
    correo: demoBuyer.email,
    movil: '(787) 555-0142',
    municipio: 'Caguas',
    precio_meta: '$160,000',
  };
  await submitLeadOverHttp(buyer.request, leadOwner);
  const asked = await buyer.request.post(`/api/properties/${listing.id}/interest`, { data: {} });
  expect(asked.ok(), await asked.text()).toBe(true);
  conversationId = ((await asked.json()) as { conversationId: string }).conversationId;

  const page: Page = await officer.newPage();
  const stream = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/events', { timeout: 20_000 })
    .catch(() => {
      throw new Error(
        "the officer's page opened /api/events, and nothing of it came back through nginx in 20 s: is nginx buffering the event stream? (proxy_buffering must stay off there)",
      );
    });
  await page.goto(`/leads-dashboard/mensajes?c=${conversationId}`);
  const streamOn = instanceOf(await stream);
  const thread = page.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(thread).toBeVisible();

  // Written until one lands on the other process; each one that lands on the stream's own is seen first, so the
  // screen never shows the crossing message because of an earlier refresh.
  for (let i = 1; i <= 8; i++) {
    const content = `Mensaje en vivo ${i} del ensayo ${tag}`;
    const sent = await buyer.request.post(`/api/conversations/${conversationId}/messages`, { data: { content } });
    expect(sent.status(), await sent.text()).toBe(201);
    const writtenOn = instanceOf(sent);
    await expect(
      thread,
      `written through ${writtenOn}, the officer's stream is on ${streamOn}: the event did not reach the page live through nginx (is /api/events buffered?)`,
    ).toContainText(content);
    if (writtenOn !== streamOn) {
      // Closed, so the hundreds of messages of the rolling restart do not each refresh a screen on this machine.
      await page.close();
      return;
    }
  }
  throw new Error(`eight messages were all written through ${streamOn}, the stream's own process: nginx does not alternate`);
});

test('the sign-in limit is one budget for both processes: the 11th wrong password in a minute is refused', async () => {
  // An address of this check's own (127/8 is all loopback), so no other sign-in of the run counts against it.
  const address = `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const answers: Array<{ status: number; instance: string }> = [];
  for (let i = 0; i < 11; i++) {
    const answer = await postFrom(address, '/api/auth/sign-in/email', {
      email: `nadie-${tag}@example.com`,
      password: 'contraseña-equivocada',
    });
    answers.push({ status: answer.status, instance: answer.instance });
  }
  const summary = answers.map((a) => `${a.status} from ${a.instance}`).join(', ');
  expect(new Set(answers.slice(0, 10).map((a) => a.instance)), `the ten were spread over both: ${summary}`).toEqual(new Set(['a', 'b']));
  expect(
    answers.slice(0, 10).every((a) => a.status === 401),
    `the first ten are wrong passwords, not refusals: ${summary}`,
  ).toBe(true);
  expect(
    answers[10]!.status,
    `the 11th must be refused whichever process answers; got ${summary}. Each process is counting on its own: is Redis up?`,
  ).toBe(429);
});

test('/metrics is not reachable through nginx; /healthz is', async ({ request }) => {
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(404);
  expect(await metrics.text()).not.toContain('http_requests_total');
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  // It is nginx that hides it: each process still answers its own loopback.
  const direct = await fetch(`http://127.0.0.1:${stage.direct.a}/metrics`);
  expect(direct.status).toBe(200);
  expect(await direct.text()).toContain('http_requests_total');
});

test('a new buyer signs up and the confirmation mail leaves through SMTP', async ({ request }) => {
  const signedUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: stage.url },
    data: { name: newBuyer.name, email: newBuyer.email, password: buyerPassword },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await expect
    .poll(() => readdirSync(stage.mailDir).some((file) => readFileSync(path.join(stage.mailDir, file), 'utf8').includes(newBuyer.email)), {
      message: `a mail to ${newBuyer.email} at the SMTP catcher`,
      timeout: 20_000,
    })
    .toBe(true);
});

test('rolling restart under a steady stream of reads and writes: no request fails, no acknowledged write is lost', async () => {
  test.setTimeout(150_000);
  const api = buyer.request;
  const failures: string[] = [];
  const acked: string[] = [];
  const servedBy = new Set<string>();
  let stop = false;
  let written = 0;
  let reads = 0;

  const writer = async (n: number) => {
    while (!stop) {
      const content = `Escritura ${n}-${++written} durante el reinicio`;
      try {
        const response = await api.post(`/api/conversations/${conversationId}/messages`, { data: { content } });
        servedBy.add(instanceOf(response));
        if (response.status() === 201) acked.push(((await response.json()) as Message).id);
        else failures.push(`POST → ${response.status()} ${instanceOf(response)} ${(await response.text()).slice(0, 120)}`);
      } catch (error) {
        failures.push(`POST → ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const reader = async (path: string) => {
    while (!stop) {
      try {
        const response = await api.get(path);
        servedBy.add(instanceOf(response));
        reads++;
        if (!response.ok()) failures.push(`GET ${path} → ${response.status()} ${instanceOf(response)}`);
      } catch (error) {
        failures.push(`GET ${path} → ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const clients = [
    writer(1),
    writer(2),
    reader(`/api/conversations/${conversationId}/messages?limit=20`),
    reader(`/api/properties/${listing.id}`),
  ];

  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const ackedBefore = [...acked];
  const dump = await control<{ file: string; bytes: number }>('backup');
  backup = { file: dump.file, ackedBefore };
  expect(dump.bytes, 'the dump has content').toBeGreaterThan(10_000);

  for (const instance of ['a', 'b']) {
    const restarted = await control<{ exitCode: number; drainMs: number; instance: string }>('restart', { instance });
    expect(restarted.exitCode, `${instance} exits cleanly after SIGTERM`).toBe(0);
    const waiting = Date.now();
    await untilServedBy(api, (seen) => seen === restarted.instance, `${restarted.instance} (the new release)`);
    console.log(`${restarted.instance} took traffic through nginx ${Date.now() - waiting} ms after it was healthy`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stop = true;
  await Promise.all(clients);

  expect(failures, `${failures.length} of ${written + reads} requests failed during the rolling restart`).toEqual([]);
  expect([...servedBy].sort(), 'old and new processes both served the stream').toEqual(['a', 'a-2', 'b', 'b-2']);
  expect(acked.length, 'writes acknowledged during the restart').toBeGreaterThan(20);
  const stored = new Set((await allMessages(messagesOver(api))).map((message) => message.id));
  expect(
    acked.filter((id) => !stored.has(id)),
    'acknowledged writes missing afterwards',
  ).toEqual([]);
});

test('the backup taken under load restores into a fresh database; the app starts on it and signs the same people in', async () => {
  const { url } = await control<{ url: string }>('restore', { file: backup.file });
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stage.url },
      body: JSON.stringify({ email, password }),
    });
    expect(response.status, `${email} signs in on the restored database`).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  await signIn(newBuyer.email, buyerPassword);
  const cookie = await signIn(demoBuyer.email, demoBuyer.password);
  const restored = await allMessages(async (query) => {
    const response = await fetch(`${url}/api/conversations/${conversationId}/messages?${query}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return (await response.json()) as { messages: Message[]; olderCursor: string | null };
  });
  const ids = new Set(restored.map((message) => message.id));
  expect(
    backup.ackedBefore.filter((id) => !ids.has(id)),
    'messages acknowledged before the backup began, missing from it',
  ).toEqual([]);
});
