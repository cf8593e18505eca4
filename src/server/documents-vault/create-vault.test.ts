// The vault against the real clamd of the test run (src/test/clamd.ts: the project's EICAR signature) and a real
// store on disk: what is refused leaves nothing, what is kept is sealed, and the scan reads the sealed file back from
// the store (docs/decisions/0137-scan-after-store.md), waiting while the scanner is down.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { documentCopy, maxDocumentBytes } from '../../shared/schemas/buyer-documents';
import { localDiskStore } from '../storage/local-disk';
import { clamdScanner } from './clamd';
import { createDocumentVault } from './create-vault';
import { developmentDocumentKeys } from './keys';
import { eicar, pdfWith, piecesOf } from './test-files';
import { DocumentRefusedError, type SealedDocument } from './vault';

const root = await mkdtemp(path.join(tmpdir(), 'casa-vault-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const store = localDiskStore(root);
const socket = process.env.CLAMD_SOCKET;
if (!socket) throw new Error('CLAMD_SOCKET is not set: vitest.config.ts runs src/test/clamd.ts first');
const vault = createDocumentVault({ store, keys: developmentDocumentKeys, scanner: clamdScanner({ socket }, 10_000) });
// The same store and keys with the scanner down: nothing listens on this socket.
const withScannerDown = createDocumentVault({
  store,
  keys: developmentDocumentKeys,
  scanner: clamdScanner({ socket: path.join(root, 'no-clamd.sock') }, 2_000),
});
const limit = { bytes: maxDocumentBytes, message: documentCopy.tooLarge };

/** Every file under the store's root, with its bytes. */
async function storedFiles(): Promise<Array<{ file: string; bytes: Buffer }>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => ({ file: path.relative(root, file), bytes: await readFile(file) })));
}

const upload = (bytes: Buffer, ownerId = `owner${randomUUID().slice(0, 8)}`) =>
  vault.store(Readable.from(piecesOf(bytes, 16 * 1024)), { ownerId, limit });

async function refusalOf(promise: Promise<SealedDocument>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentRefusedError);
  const refused = error as DocumentRefusedError;
  return { status: refused.statusCode, message: refused.message };
}

describe('the documents vault', { timeout: 60_000 }, () => {
  it('stores EICAR inside a valid-looking PDF unscanned, and its scan from the store finds it; a bare EICAR is no PDF', async () => {
    const before = (await storedFiles()).length;
    const stored = await upload(pdfWith(`BT (${eicar}) Tj ET`));
    expect(await storedFiles()).toHaveLength(before + 1);
    expect(await vault.scan(stored)).toBe('infected');
    await vault.remove(stored.storageKey);
    expect(await refusalOf(upload(Buffer.from(eicar)))).toEqual({ status: 415, message: documentCopy.badType });
    expect(await storedFiles()).toHaveLength(before);
  });

  it('keeps a clean file sealed under the owner, scans it clean from the store, and opens it to the same bytes', async () => {
    // Several chunks, with the plain bytes of a pay stub in between.
    const pdf = pdfWith(`BT (Talonario ${randomBytes(200_000).toString('base64')}) Tj ET`);
    const stored = await upload(pdf, 'ownerclean');
    expect(stored).toMatchObject({ contentType: 'application/pdf', sizeBytes: pdf.length });
    expect(await vault.scan(stored)).toBe('clean');
    expect(stored.storageKey).toMatch(/^documents\/ownerclean\/[0-9a-f-]{36}\.bin$/);
    expect(stored.wrappedKey).toMatch(/^dev:/);
    expect((await buffer(await vault.open(stored))).equals(pdf)).toBe(true);
    await vault.removeOwner('ownerclean');
    expect((await storedFiles()).filter(({ file }) => file.includes('ownerclean'))).toEqual([]);
  });

  it('stores a file while the scanner is down, whose scan waits until the scanner answers', async () => {
    const pdf = pdfWith('BT (Planilla) Tj ET');
    const stored = await withScannerDown.store(Readable.from([pdf]), { ownerId: 'ownerwaiting', limit });
    expect(await withScannerDown.scan(stored)).toBe('unavailable');
    expect(await vault.scan(stored)).toBe('clean');
    // A virus kept while the scanner was down is found on the later scan (the caller then removes it).
    const infected = await withScannerDown.store(Readable.from([pdfWith(`(${eicar})`)]), { ownerId: 'ownerwaiting', limit });
    expect(await withScannerDown.scan(infected)).toBe('unavailable');
    expect(await vault.scan(infected)).toBe('infected');
    await vault.remove(infected.storageKey);
    await expect(vault.open(infected)).rejects.toThrow(documentCopy.notFound);
  });

  it('puts no plain byte on disk: a string planted in a PDF and in a PNG is found in no stored file', async () => {
    const planted = `Marcador${randomBytes(9).toString('hex')}`;
    const pdf = pdfWith(`BT (${planted}) Tj ET`);
    // Pixels whose bytes spell the string, stored uncompressed, so the plain PNG holds it without any text chunk.
    const row = Buffer.from(planted.repeat(4));
    const png = await sharp(row, { raw: { width: row.length, height: 1, channels: 1 } })
      .toColourspace('b-w')
      .png({ compressionLevel: 0, adaptiveFiltering: false })
      .toBuffer();
    expect(pdf.includes(planted) && png.includes(planted)).toBe(true);
    const kept = [await upload(pdf, 'ownerplanted'), await upload(png, 'ownerplanted')];
    expect(kept.map((document) => document.contentType)).toEqual(['application/pdf', 'image/png']);
    const files = await storedFiles();
    expect(files.filter(({ file }) => file.includes('ownerplanted'))).toHaveLength(2);
    for (const { file, bytes } of files) expect(bytes.includes(planted), file).toBe(false);
    // And the bytes come back out: the PDF as sent, the image with the planted pixels.
    expect((await buffer(await vault.open(kept[0]!))).equals(pdf)).toBe(true);
    expect((await buffer(await vault.open(kept[1]!))).includes(planted)).toBe(true);
  });

  it('refuses a file over the limit with its message, reads the rest of the source away and keeps nothing', async () => {
    const before = await storedFiles();
    const source = Readable.from(piecesOf(Buffer.concat([pdfWith('x'), randomBytes(300_000)]), 8 * 1024));
    const refusal = await refusalOf(
      vault.store(source, { ownerId: 'ownerbig', limit: { bytes: 100_000, message: documentCopy.quotaFull } }),
    );
    expect(refusal).toEqual({ status: 413, message: documentCopy.quotaFull });
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.readableEnded).toBe(true);
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps nothing of a PDF refused at its end (locked), after every byte went by', async () => {
    const before = await storedFiles();
    const locked = pdfWith(`BT (${randomBytes(150_000).toString('hex')}) Tj ET`, { trailer: '/Encrypt 5 0 R ' });
    expect(await refusalOf(upload(locked))).toEqual({ status: 422, message: documentCopy.encryptedPdf });
    expect(await storedFiles()).toEqual(before);
  });
});
