import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { DataKey } from '../crypto/contact-keys';
import { headerBytes, OpenStream, SealStream } from './envelope';
import { DocumentSealError, unwrapDataKey, wrapDataKey } from './keys';

// 1 KiB chunks keep the files of these tests small while they still span many chunks.
const log2 = 10;
const chunk = 1024;
const sealedChunk = chunk + 16;

async function seal(plain: Buffer, dataKey: Buffer, pieces = 7): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let at = 0; at < plain.length; at += Math.ceil(plain.length / pieces))
    parts.push(plain.subarray(at, at + Math.ceil(plain.length / pieces)));
  return buffer(Readable.from(parts).pipe(new SealStream(dataKey, log2)));
}

async function open(sealed: Buffer, dataKey: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  // Fed in uneven pieces, as a file read stream would.
  const parts = [sealed.subarray(0, 5), sealed.subarray(5, 2000), sealed.subarray(2000)];
  await pipeline(Readable.from(parts), new OpenStream(dataKey), async (source: AsyncIterable<Buffer>) => {
    for await (const piece of source) out.push(piece);
  });
  return Buffer.concat(out);
}

describe('a document sealed in chunks', () => {
  const dataKey = randomBytes(32);

  it.each([0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk, 5 * chunk + 17])('opens to the same %i bytes it sealed', async (size) => {
    const plain = randomBytes(size);
    const sealed = await seal(plain, dataKey);
    expect(sealed.length).toBe(headerBytes + Math.max(1, Math.ceil(size / chunk)) * 16 + size);
    expect((await open(sealed, dataKey)).equals(plain)).toBe(true);
  });

  it('never holds the plain bytes, and two seals of one file differ', async () => {
    const plain = Buffer.from('Seguro Social 596-12-3456 '.repeat(200));
    const first = await seal(plain, dataKey);
    expect(first.includes('596-12-3456')).toBe(false);
    expect(first.equals(await seal(plain, dataKey))).toBe(false);
  });

  const sample = randomBytes(4 * chunk + 100);
  const refuses = (sealed: Buffer, key = dataKey) => expect(open(sealed, key)).rejects.toBeInstanceOf(DocumentSealError);

  it('refuses a changed byte in a chunk, in a tag and in the header', async () => {
    const sealed = await seal(sample, dataKey);
    for (const at of [headerBytes + 10, headerBytes + sealedChunk - 1, sealed.length - 1, 9]) {
      const altered = Buffer.from(sealed);
      altered[at]! ^= 1;
      await refuses(altered);
    }
  });

  it('refuses a file cut at a chunk boundary, mid-chunk, or before its first chunk', async () => {
    const sealed = await seal(sample, dataKey);
    await refuses(sealed.subarray(0, headerBytes + 2 * sealedChunk));
    await refuses(sealed.subarray(0, sealed.length - 5));
    await refuses(sealed.subarray(0, headerBytes));
    await refuses(sealed.subarray(0, 7));
  });

  it('refuses swapped chunks, and a chunk added after the final one', async () => {
    const sealed = await seal(sample, dataKey);
    const one = sealed.subarray(headerBytes, headerBytes + sealedChunk);
    const two = sealed.subarray(headerBytes + sealedChunk, headerBytes + 2 * sealedChunk);
    await refuses(Buffer.concat([sealed.subarray(0, headerBytes), two, one, sealed.subarray(headerBytes + 2 * sealedChunk)]));
    await refuses(Buffer.concat([sealed, one]));
    // The final chunk of another file sealed with the same key does not pass for this one's either.
    const other = await seal(sample, dataKey);
    await refuses(Buffer.concat([sealed.subarray(0, sealed.length - 116), other.subarray(other.length - 116)]));
  });

  it('refuses the wrong data key', async () => {
    await refuses(await seal(sample, dataKey), randomBytes(32));
  });
});

describe('the wrapped data key', () => {
  const key = (id: string): DataKey => ({ id, key: randomBytes(32) });
  const d1 = key('d1');
  const d2 = key('d2');

  it('is keyId:base64url(iv | key | tag) under the first key, and unwraps to the same data key', () => {
    const dataKey = randomBytes(32);
    const wrapped = wrapDataKey([d1], dataKey);
    expect(wrapped).toMatch(/^d1:[A-Za-z0-9_-]{80}$/);
    expect(unwrapDataKey([d1], wrapped).equals(dataKey)).toBe(true);
  });

  it('still unwraps under an older key after a rotation, and wraps new ones under the new key', () => {
    const dataKey = randomBytes(32);
    const old = wrapDataKey([d1], dataKey);
    expect(unwrapDataKey([d2, d1], old).equals(dataKey)).toBe(true);
    expect(wrapDataKey([d2, d1], dataKey)).toMatch(/^d2:/);
  });

  it('names an unknown key id without echoing the value, and refuses an altered or swapped key', () => {
    const wrapped = wrapDataKey([d1], randomBytes(32));
    expect(() => unwrapDataKey([d2], wrapped)).toThrow(/no documents key "d1"/);
    const body = Buffer.from(wrapped.slice(3), 'base64url');
    body[20]! ^= 1;
    expect(() => unwrapDataKey([d1], `d1:${body.toString('base64url')}`)).toThrow(DocumentSealError);
    expect(() => unwrapDataKey([key('d1')], wrapped)).toThrow(DocumentSealError);
    expect(() => unwrapDataKey([d1], 'd1:AAAA')).toThrow(DocumentSealError);
  });
});
