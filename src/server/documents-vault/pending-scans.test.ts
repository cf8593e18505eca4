// The background pass over files kept while the scanner was down, on a real database and the run's clamd.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { documentCopy, maxDocumentBytes } from '../../shared/schemas/buyer-documents';
import { schema } from '../db/client';
import { localDiskStore } from '../storage/local-disk';
import { freshDatabase } from '../../test/database';
import { clamdScanner } from './clamd';
import { createDocumentVault } from './create-vault';
import { developmentDocumentKeys } from './keys';
import { scanPendingDocuments } from './pending-scans';
import { eicar, pdfWith } from './test-files';

const database = await freshDatabase();
const root = await mkdtemp(path.join(tmpdir(), 'casa-pending-'));
afterAll(async () => {
  await database.dispose();
  await rm(root, { recursive: true, force: true });
});
const { db } = database;
const store = localDiskStore(root);
const vaultWith = (socket: string) =>
  createDocumentVault({ store, keys: developmentDocumentKeys, scanner: clamdScanner({ socket }, 2_000) });
const down = vaultWith(path.join(root, 'no-clamd.sock'));
const up = vaultWith(process.env.CLAMD_SOCKET!);
const logged: string[] = [];
const log = {
  info: () => undefined,
  warn: (_: object, message: string) => void logged.push(message),
  error: (_: object, message: string) => void logged.push(message),
};
const docs = schema.buyerDocuments;

describe('the pass over documents waiting for their scan', { timeout: 60_000 }, () => {
  it('marks clean ones scanned, deletes infected ones with their file, and waits while the scanner is down', async () => {
    await db.insert(schema.user).values({ id: 'buyerpending', name: 'Compradora', email: 'pending@example.com' });
    const keep = async (bytes: Buffer, item: string) => {
      const sealed = await down.store(Readable.from([bytes]), {
        ownerId: 'buyerpending',
        limit: { bytes: maxDocumentBytes, message: documentCopy.tooLarge },
      });
      expect(sealed.scan).toBe('pending');
      const [row] = await db
        .insert(docs)
        .values({
          userId: 'buyerpending',
          item,
          fileName: 'x.pdf',
          contentType: sealed.contentType,
          sizeBytes: sealed.sizeBytes,
          storageKey: sealed.storageKey,
          wrappedKey: sealed.wrappedKey,
        })
        .returning({ id: docs.id });
      return row!.id;
    };
    const clean = await keep(pdfWith('BT (Planilla) Tj ET'), 'planilla');
    const infected = await keep(pdfWith(`BT (${eicar}) Tj ET`), 'talonario');

    // Still down: nothing changes.
    expect(await scanPendingDocuments(db, down, log)).toEqual({ clean: 0, infected: 0, more: false });
    expect((await db.select({ scan: docs.scanStatus }).from(docs)).map((row) => row.scan)).toEqual(['pending', 'pending']);

    expect(await scanPendingDocuments(db, up, log)).toEqual({ clean: 1, infected: 1, more: false });
    const rows = await db.select({ id: docs.id, scan: docs.scanStatus, scannedAt: docs.scannedAt, storageKey: docs.storageKey }).from(docs);
    expect(rows).toEqual([{ id: clean, scan: 'clean', scannedAt: expect.any(Date), storageKey: expect.any(String) }]);
    expect(await db.select().from(docs).where(eq(docs.id, infected))).toEqual([]);
    const files = await readdir(path.join(root, 'documents/buyerpending'));
    expect(files).toEqual([path.basename(rows[0]!.storageKey)]);
    expect(logged).toContain('a document kept while the scanner was down was infected and is deleted');
  });
});
