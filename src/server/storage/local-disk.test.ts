import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStore } from './local-disk';
import { InvalidStoreKeyError } from './photo-store';

const root = await mkdtemp(path.join(tmpdir(), 'casa-store-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const store = localDiskStore(path.join(root, 'uploads'));

describe('the local-disk photo store', () => {
  it('writes under its root, reads back, and leaves no temporary file behind', async () => {
    await store.put('listings/a1/480.webp', Buffer.from('uno'), 'image/webp');
    await store.put('listings/a1/480.webp', Buffer.from('dos'), 'image/webp');
    expect(await readFile(path.join(root, 'uploads/listings/a1/480.webp'), 'utf8')).toBe('dos');
    expect(await readdir(path.join(root, 'uploads/listings/a1'))).toEqual(['480.webp']);
    const stored = await store.get('listings/a1/480.webp');
    expect(stored?.size).toBe(3);
    expect(await text(stored!.body)).toBe('dos');
  });

  it('writes a stream to its key, and leaves nothing under the key or beside it when the stream fails', async () => {
    const parts = ['uno ', 'dos ', 'tres'];
    expect(await store.putStream('documents/u1/a.bin', Readable.from(parts.map((part) => Buffer.from(part))))).toBe(12);
    expect(await readFile(path.join(root, 'uploads/documents/u1/a.bin'), 'utf8')).toBe('uno dos tres');
    async function* failing() {
      yield Buffer.from('a medias');
      throw new Error('the upload broke off');
    }
    await expect(store.putStream('documents/u1/b.bin', Readable.from(failing()))).rejects.toThrow('broke off');
    expect(await readdir(path.join(root, 'uploads/documents/u1'))).toEqual(['a.bin']);
    await expect(store.putStream('../fuera.bin', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidStoreKeyError);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await store.get('listings/nada/480.webp')).toBeNull();
    expect(await store.get('listings/a1')).toBeNull();
  });

  it('deletes one key, or a whole prefix', async () => {
    await store.put('listings/b2/480.webp', Buffer.from('a'), 'image/webp');
    await store.put('listings/b2/960.webp', Buffer.from('b'), 'image/webp');
    await store.delete('listings/b2/480.webp');
    expect(await store.get('listings/b2/480.webp')).toBeNull();
    expect(await store.get('listings/b2/960.webp')).not.toBeNull();
    await store.delete('listings/b2/');
    expect(await readdir(path.join(root, 'uploads/listings'))).not.toContain('b2');
    await store.delete('listings/b2/');
  });

  it.each([
    '../fuera.webp',
    'listings/../../fuera.webp',
    '/etc/passwd',
    'listings/.oculto',
    'listings//480.webp',
    'listings\\480.webp',
    '',
    'listings/',
  ])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStoreKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidStoreKeyError);
  });

  it('refuses to delete anything outside a plain key or prefix', async () => {
    await expect(store.delete('../')).rejects.toBeInstanceOf(InvalidStoreKeyError);
    await expect(store.delete('/')).rejects.toBeInstanceOf(InvalidStoreKeyError);
    await expect(store.delete('listings/../')).rejects.toBeInstanceOf(InvalidStoreKeyError);
  });
});
