// A client that trickles its headers or body, or opens sockets and sends nothing, holds none of them for long, and
// a process takes no more connections than MAX_CONNECTIONS; the event stream stays open past every one of these
// limits. Over real sockets: app.inject has none.
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCopy } from '../../shared/copy/errors';
import { buildApp } from '../app';
import { freshUploadsDir, rememberTestApp, signUpBuyer, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { openEventStream } from '../../test/sse';

const requestTimeoutMs = 600;
const database = await freshDatabase();
const warnings: string[] = [];
const built = await buildApp(
  {
    ...testConfig({ REQUEST_TIMEOUT_MS: String(requestTimeoutMs), MAX_CONNECTIONS: '40', LOG_LEVEL: 'warn' }),
    uploadsDir: await freshUploadsDir(),
  },
  { database, logger: { write: (line) => warnings.push(line) }, liveHeartbeatMs: 200 },
);
rememberTestApp(built);
const { app } = built;
const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await app.close();
  await database.dispose();
});

interface Outcome {
  /** What the server wrote before it closed the socket. */
  text: string;
  closedAfterMs: number;
}

/** Opens a socket, writes `first`, then one byte of `drip` every 100 ms; resolves when the server closes it. */
function trickle(first: string, drip: string, giveUpMs = 5_000): Promise<Outcome | 'still open'> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(base.port), base.hostname);
    sockets.push(socket);
    let text = '';
    let sent = 0;
    const dripping = setInterval(() => drip && socket.write(drip[sent++ % drip.length]!), 100);
    const giveUp = setTimeout(() => {
      clearInterval(dripping);
      socket.destroy();
      resolve('still open');
    }, giveUpMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    socket.write(first);
  });
}

const spanish408 = JSON.stringify({ message: errorCopy.requestTimeout, issues: [] });

describe('slow clients', () => {
  it('a body trickled after its Content-Length is cut with a Spanish 408 within the request timeout', async () => {
    const outcome = await trickle(
      'POST /api/institution/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(outcome).not.toBe('still open');
    const { text, closedAfterMs } = outcome as Outcome;
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain(spanish408);
    expect(closedAfterMs).toBeLessThan(requestTimeoutMs * 4);
  });

  it('headers trickled a byte at a time are cut too', async () => {
    const outcome = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaa\r\n');
    expect(outcome).not.toBe('still open');
    expect((outcome as Outcome).text).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('the event stream stays open well past the request timeout', async () => {
    const buyer = await signUpBuyer(app);
    const stream = await openEventStream(`${base.origin}/api/events`, buyer.cookie);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, requestTimeoutMs * 4));
    expect(ended).toBe(false);
    stream.close();
  });
});

describe('connections per process', () => {
  it('past MAX_CONNECTIONS a new socket is closed at once, and taken again once one closes', async () => {
    const open = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    const held: Socket[] = [];
    for (let i = open; i < 40; i += 1) {
      const socket = connect(Number(base.port), base.hostname);
      sockets.push(socket);
      held.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
    // The server accepts sockets asynchronously: wait until it has seen them all.
    await expect.poll(() => new Promise((resolve) => app.server.getConnections((_error, count) => resolve(count)))).toBe(40);
    const refused = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', '', 2_000);
    expect(refused).toMatchObject({ text: '' });
    await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', '', 2_000);
    // The operator hears of it, once, not once per refused socket.
    expect(warnings.filter((line) => line.includes('MAX_CONNECTIONS (40)'))).toHaveLength(1);
    held[0]!.destroy();
    await expect.poll(() => new Promise((resolve) => app.server.getConnections((_error, count) => resolve(count)))).toBe(39);
    const accepted = await trickle('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', '', 2_000);
    expect(accepted).toMatchObject({ text: expect.stringMatching(/^HTTP\/1\.1 200 /) });
  });
});
