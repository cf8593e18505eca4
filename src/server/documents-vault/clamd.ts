// A small client for clamd's INSTREAM command (docs/decisions/0133-clamd-instream-client.md): a stored file's plain
// bytes, read back from the store (docs/decisions/0137-scan-after-store.md), go to the scanner in frames of a 4-byte
// big-endian length and the data, ended by a zero length. It never throws at its caller: a scanner that cannot be
// reached, stops answering or refuses the stream makes the verdict 'unavailable' (the file waits for a later scan).
import { createConnection, type Socket } from 'node:net';
import type { ClamdAddress } from '../config';

export type ScanVerdict = { outcome: 'clean' } | { outcome: 'infected'; signature: string } | { outcome: 'unavailable'; reason: string };

export interface ScanSession {
  /** Resolves when the scanner took the bytes (or at once, once it is unavailable): the caller's backpressure. */
  write(chunk: Buffer): Promise<void>;
  /** Ends the stream and waits for the verdict. */
  finish(): Promise<ScanVerdict>;
  /** Drops the scan (the upload was refused): closes the connection. */
  abort(): void;
}

export interface Scanner {
  begin(): ScanSession;
  /** Whether clamd answers PING with PONG. */
  ping(): Promise<boolean>;
}

const zeroLength = Buffer.alloc(4);

function connect(address: ClamdAddress): Socket {
  return 'socket' in address ? createConnection({ path: address.socket }) : createConnection({ host: address.host, port: address.port });
}

/** `timeoutMs`: the longest clamd may keep us waiting at any one step (connecting, taking bytes, answering). */
export function clamdScanner(address: ClamdAddress, timeoutMs: number): Scanner {
  return {
    begin() {
      const socket = connect(address);
      let failure: string | null = null;
      let reply = '';
      let replied: ((text: string) => void) | null = null;
      const fail = (reason: string) => {
        if (failure === null) failure = reason;
        socket.destroy();
        replied?.(reply);
      };
      socket.on('error', (error: NodeJS.ErrnoException) => fail(`clamd: ${error.code ?? error.message}`));
      socket.on('data', (data: Buffer) => {
        reply += data.toString('utf8');
        if (reply.includes('\0')) replied?.(reply);
      });
      socket.on('close', () => replied?.(reply));
      const connectTimer = setTimeout(() => fail('clamd: no connection in time'), timeoutMs);
      socket.once('connect', () => clearTimeout(connectTimer));
      socket.write('zINSTREAM\0');

      const waitFor = <T>(event: Promise<T>, what: string) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            fail(`clamd: ${what} timed out`);
            resolve();
          }, timeoutMs);
          void event.then(() => {
            clearTimeout(timer);
            resolve();
          });
        });

      return {
        async write(chunk) {
          if (failure !== null || chunk.length === 0) return;
          const length = Buffer.alloc(4);
          length.writeUInt32BE(chunk.length);
          socket.write(length);
          if (socket.write(chunk)) return;
          // 'drain', or the socket closing (an error or clamd giving up) ends the wait.
          await waitFor(
            new Promise<void>((resolve) => {
              const done = () => {
                socket.off('drain', done);
                socket.off('close', done);
                resolve();
              };
              socket.once('drain', done);
              socket.once('close', done);
            }),
            'taking bytes',
          );
        },
        async finish() {
          clearTimeout(connectTimer);
          if (failure === null) {
            const answer = new Promise<string>((resolve) => {
              replied = resolve;
              if (reply.includes('\0') || socket.destroyed) resolve(reply);
            });
            socket.write(zeroLength);
            await waitFor(answer, 'the verdict');
          }
          socket.destroy();
          return verdictOf(failure, reply);
        },
        abort() {
          clearTimeout(connectTimer);
          failure ??= 'aborted';
          socket.destroy();
        },
      };
    },

    ping() {
      return new Promise((resolve) => {
        const socket = connect(address);
        let reply = '';
        const done = (answer: boolean) => {
          clearTimeout(timer);
          socket.destroy();
          resolve(answer);
        };
        const timer = setTimeout(() => done(false), timeoutMs);
        socket.on('error', () => done(false));
        socket.on('data', (data: Buffer) => {
          reply += data.toString('utf8');
          if (reply.includes('\0')) done(reply.startsWith('PONG'));
        });
        socket.on('close', () => done(reply.startsWith('PONG')));
        socket.write('zPING\0');
      });
    },
  };
}

/** clamd answers `stream: OK`, `stream: <signature> FOUND`, or a line ending in ERROR (a size limit, a busy server). */
function verdictOf(failure: string | null, reply: string): ScanVerdict {
  const line = reply.split('\0')[0]!.trim();
  if (/^stream: OK$/.test(line)) return { outcome: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found) return { outcome: 'infected', signature: found[1]! };
  return { outcome: 'unavailable', reason: failure ?? (line ? `clamd: ${line}` : 'clamd: no answer') };
}
