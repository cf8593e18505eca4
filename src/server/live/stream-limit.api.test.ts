// One session holds at most LIVE_STREAMS_PER_SESSION event streams in a process (a buyer once held 250): the next one
// is a Spanish 429, while the same buyer's other sessions and other buyers still connect, and a closed stream frees
// its place.
import { afterAll, describe, expect, it } from 'vitest';
import { errorCopy } from '../../shared/copy/errors';
import { buildApp } from '../app';
import { cookieFrom, freshUploadsDir, rememberTestApp, signIn, signUpBuyer, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { openEventStream, type SseConnection } from '../../test/sse';

const database = await freshDatabase();
const built = await buildApp({ ...testConfig(), uploadsDir: await freshUploadsDir() }, { database, logger: false });
rememberTestApp(built);
const { app } = built;
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const streams: SseConnection[] = [];
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
  await database.dispose();
});

const open = async (cookie: string) => {
  const stream = await openEventStream(`${base}/api/events`, cookie);
  streams.push(stream);
  return stream;
};
/** The answer to one more stream; an accepted one is closed at once (its body never ends). */
const refusal = async (cookie: string) => {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  if (response.status === 200) {
    controller.abort();
    return { status: 200, body: 'a stream' };
  }
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('event streams per session', () => {
  it('refuse the sixth stream of one session with a Spanish 429, and only that session', async () => {
    const buyer = await signUpBuyer(app);
    const first = await Promise.all(Array.from({ length: 5 }, () => open(buyer.cookie)));
    expect(await refusal(buyer.cookie)).toEqual({ status: 429, body: { message: errorCopy.tooManyStreams } });

    // The same buyer signed in elsewhere, and another buyer, are not held back by that session's streams.
    const elsewhere = cookieFrom(await signIn(app, { email: buyer.email, password: 'contraseña-segura' }));
    await open(elsewhere);
    const other = await signUpBuyer(app);
    await open(other.cookie);

    // A stream that ends gives its place back.
    first[0]!.close();
    await expect.poll(async () => (await fetch(`${base}/api/events?once=1`, { headers: { cookie: buyer.cookie } })).status).toBe(200);
    await open(buyer.cookie);
    expect((await refusal(buyer.cookie)).status).toBe(429);
  });
});
