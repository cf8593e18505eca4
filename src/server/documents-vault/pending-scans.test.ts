// Settling scans (one document, and the background pass over those still waiting), on a real database and the run's
// clamd (docs/decisions/0137-scan-after-store.md).
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
import { scanPendingDocuments, settleScan } from './pending-scans';
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
  it('marks clean ones scanned, keeps infected ones only as a notice without their file, and waits while the scanner is down', async () => {
    await db.insert(schema.user).values({ id: 'buyerpending', name: 'Compradora', email: 'pending@example.com' });
    const keep = async (bytes: Buffer, item: string) => {
      const sealed = await down.store(Readable.from([bytes]), {
        ownerId: 'buyerpending',
        limit: { bytes: maxDocumentBytes, message: documentCopy.tooLarge },
      });
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
    // Younger than the pass's minimum age: left to the scan of the process that took them.
    expect(await scanPendingDocuments(db, up, log, { minAgeMs: 60_000 })).toEqual({ clean: 0, infected: 0, more: false });

    expect(await scanPendingDocuments(db, up, log)).toEqual({ clean: 1, infected: 1, more: false });
    const rows = await db
      .select({ id: docs.id, scan: docs.scanStatus, scannedAt: docs.scannedAt, size: docs.sizeBytes, key: docs.wrappedKey })
      .from(docs)
      .orderBy(docs.createdAt);
    // The infected one stays only as the buyer's notice of the refusal: no key, no size.
    expect(rows).toEqual([
      { id: clean, scan: 'clean', scannedAt: expect.any(Date), size: expect.any(Number), key: expect.stringMatching(/^dev:/) },
      { id: infected, scan: 'infected', scannedAt: expect.any(Date), size: 0, key: '' },
    ]);
    const [kept] = await db.select({ storageKey: docs.storageKey }).from(docs).where(eq(docs.id, clean));
    const files = await readdir(path.join(root, 'documents/buyerpending'));
    expect(files).toEqual([path.basename(kept!.storageKey)]);
    expect(logged).toContain('a document was infected: its file is deleted and the buyer sees it refused');
  });

  it('acts once when two scans of one document overlap (two processes, or the pass and the upload)', async () => {
    const [owner] = await db.select({ id: schema.user.id }).from(schema.user).limit(1);
    const stored = await up.store(Readable.from([pdfWith('BT (Dos veces) Tj ET')]), {
      ownerId: owner!.id,
      limit: { bytes: maxDocumentBytes, message: documentCopy.tooLarge },
    });
    const [row] = await db
      .insert(docs)
      .values({ userId: owner!.id, item: 'planilla', fileName: 'x.pdf', ...stored })
      .returning({ id: docs.id });
    const announced: string[] = [];
    const hooks = { clean: async (_tx: unknown, id: string) => void announced.push(id) };
    const document = { id: row!.id, ...stored };
    const outcomes = await Promise.all([settleScan(db, up, log, document, hooks), settleScan(db, up, log, document, hooks)]);
    expect(outcomes.sort()).toEqual(['clean', 'gone']);
    expect(announced).toEqual([row!.id]);
    // A document deleted while it waited is simply gone.
    await db.delete(docs).where(eq(docs.id, row!.id));
    await up.remove(stored.storageKey);
    expect(await settleScan(db, up, log, document, hooks)).toBe('gone');
    expect(announced).toHaveLength(1);
  });
});
