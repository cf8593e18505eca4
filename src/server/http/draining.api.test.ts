// A stopping process behind a proxy (src/server/http/draining.ts): a request under way when close() starts is
// answered, not refused, and its answer closes the socket, so the proxy never writes another request on it. Every
// answer names the process when INSTANCE_ID is set. Over a real socket: app.inject has none.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { freshUploadsDir, rememberTestApp, testConfig } from '../../test/app';
import { freshDatabase } from '../../test/database';

/** Sends `head`, then `rest` once `between` has run; resolves with all the server wrote before closing the socket. */
function exchange(port: number, head: string, rest: string, between: () => Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('error', reject);
    socket.once('close', () => resolve(text));
    socket.once('connect', () => {
      socket.write(head);
      void between().then(() => socket.write(rest));
    });
  });
}

describe('a process that is stopping', () => {
  it('answers the request under way, says Connection: close, and names itself', async () => {
    const database = await freshDatabase();
    const built = await buildApp(
      { ...testConfig({ INSTANCE_ID: 'proceso-1' }), uploadsDir: await freshUploadsDir() },
      { database, logger: false },
    );
    rememberTestApp(built);
    const { app } = built;
    const port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);

    const body = JSON.stringify({ email: 'nadie@example.com', password: 'no-es-esta' });
    let closing: Promise<void> = Promise.resolve();
    // The headers arrive, then the server starts closing, then the body completes the request.
    const text = await exchange(
      port,
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
      body,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        closing = app.close();
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
    );
    await closing;
    await database.dispose();

    const [statusLine, ...headerLines] = text.split('\r\n\r\n')[0]!.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.split(':')[0]!.toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    expect(statusLine).toBe('HTTP/1.1 401 Unauthorized');
    expect(headers.connection).toBe('close');
    expect(headers['x-instance']).toBe('proceso-1');
  }, 120_000);
});
