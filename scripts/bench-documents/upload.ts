// One upload as a browser sends it: multipart with `item` first, then `file`, written in 64 KiB pieces; timed from
// the first byte sent to the last byte of the answer.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';

const boundary = `----casa-bench-${randomBytes(8).toString('hex')}`;

export function multipartBody(item: string, fileName: string, contentType: string, file: Buffer): { body: Buffer; type: string } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="item"\r\n\r\n${item}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, file, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

export function timedPost(port: number, path: string, headers: Record<string, string>, body: Buffer): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    let at = 0;
    const piece = 64 * 1024;
    const write = () => {
      while (at < body.length) {
        const ok = req.write(body.subarray(at, at + piece));
        at += piece;
        if (!ok) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}
