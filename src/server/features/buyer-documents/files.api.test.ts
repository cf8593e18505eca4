// The buyer's data (docs/product/documents.md#the-buyers-data): "Descargar mis documentos" is a ZIP of the buyer's own
// files, "Descargar mis datos" lists them with their shares, and deleting the account deletes the files and the shares.
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import { createStaff, freshUploadsDir, setupTestApp, signUpBuyer } from '../../../test/app';
import { filesUnder, sampleJpeg, samplePdf, scannedDocument, uploadDocumentAs } from '../../../test/document-files';
import { answerRequest, payRequest, submitLead } from '../../../test/marketplace';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';

const uploadsDir = await freshUploadsDir();
const built = await setupTestApp({}, { uploadsDir });
const { app, as } = built;
const db = built.database.db;

const profile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const socialSecurity = checklistItemId('Tarjeta de Seguro Social');
const haciendaIncome = checklistItemId('Certificación de ingresos de Hacienda (Modelo SC 2907)');
const bank = await createStaff(built, 'Banco de los Documentos');

async function buyerWithList(): Promise<Caller & { id: string; email: string }> {
  const buyer = await signUpBuyer(app);
  expect((await as(buyer).post(apiPaths.documents, profile)).statusCode).toBe(200);
  return buyer;
}

async function uploaded(buyer: Caller, item: string, file: Buffer, fileName: string): Promise<string> {
  const response = await uploadDocumentAs(app, buyer, { item, file, fileName });
  expect(response.statusCode, response.body).toBe(201);
  const id = (response.json() as { id: string }).id;
  expect((await scannedDocument(app, buyer, id)).scan).toBe('clean');
  return id;
}

/** A buyer who accepted `bank`, with one document (scanned clean by the tests' clamd) shared with it. */
async function buyerWithSharedDocument() {
  const buyer = await buyerWithList();
  const leadId = await submitLead(app, buyer);
  await payRequest(app, bank, leadId);
  await answerRequest(app, buyer, bank.institution.name, 'accepted');
  const documentId = await uploaded(buyer, socialSecurity, await samplePdf(), 'Seguro Social.pdf');
  const shared = await as(buyer).post(apiPaths.documentShares, { institutionId: bank.institution.id, documentIds: [documentId] });
  expect(shared.statusCode, shared.body).toBe(201);
  return { buyer, documentId };
}

/** The entries of a ZIP read from its central directory, each with its bytes and whether its CRC-32 matches them. */
function unzip(archive: Buffer): Array<{ name: string; bytes: Buffer; crcMatches: boolean }> {
  const end = archive.length - 22;
  expect(archive.readUInt32LE(end)).toBe(0x06054b50);
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = [];
  for (let index = 0; index < count; index++) {
    expect(archive.readUInt32LE(at)).toBe(0x02014b50);
    const crc = archive.readUInt32LE(at + 16);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    expect(archive.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const bytes = archive.subarray(start, start + size);
    entries.push({ name, bytes, crcMatches: zlib.crc32(bytes) >>> 0 === crc });
    at += 46 + nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return entries;
}

describe('GET /api/me/documents.zip', () => {
  it("holds the buyer's own files as <item>/<name>, a name met twice numbered, bytes intact", async () => {
    const buyer = await buyerWithList();
    const stranger = await buyerWithList();
    const pdf = await samplePdf('uno');
    const second = await samplePdf('dos');
    await uploaded(buyer, socialSecurity, pdf, 'Tarjeta Seguro Social.pdf');
    await uploaded(buyer, socialSecurity, second, 'Tarjeta Seguro Social.pdf');
    await uploaded(buyer, haciendaIncome, await sampleJpeg(), 'Certificación.jpg');
    await uploaded(stranger, socialSecurity, await samplePdf('ajeno'), 'ajeno.pdf');

    const response = await as(buyer).get(apiPaths.myDocumentsZip);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="mis-documentos-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      [
        `${haciendaIncome}/Certificación.jpg`,
        `${socialSecurity}/Tarjeta Seguro Social.pdf`,
        `${socialSecurity}/Tarjeta Seguro Social (2).pdf`,
      ].sort(),
    );
    expect(entries.every((entry) => entry.crcMatches)).toBe(true);
    const pdfs = entries.filter((entry) => entry.name.startsWith(socialSecurity)).map((entry) => entry.bytes);
    expect(pdfs.some((bytes) => bytes.equals(pdf))).toBe(true);
    expect(pdfs.some((bytes) => bytes.equals(second))).toBe(true);
    expect(response.rawPayload.includes('ajeno')).toBe(false);
  });

  it('is an empty archive for a buyer without documents', async () => {
    const buyer = await signUpBuyer(app);
    const response = await as(buyer).get(apiPaths.myDocumentsZip);
    expect(response.statusCode).toBe(200);
    expect(unzip(response.rawPayload)).toEqual([]);
  });
});

describe("the buyer's data", () => {
  it('"Descargar mis datos" lists each document with its shares, not its bytes', async () => {
    const { buyer, documentId } = await buyerWithSharedDocument();
    const exported = (await as(buyer).get(apiPaths.myDataExport)).json();
    expect(exported.documents).toEqual([
      {
        id: documentId,
        item: socialSecurity,
        fileName: 'Seguro Social.pdf',
        contentType: 'application/pdf',
        sizeBytes: expect.any(Number),
        scan: 'clean',
        scannedAt: expect.any(String),
        createdAt: expect.any(String),
        shares: [
          {
            institutionName: 'Banco de los Documentos',
            sharedAt: expect.any(String),
            expiresAt: expect.any(String),
            endedAt: null,
            endReason: null,
            review: 'pending',
            reason: null,
            reviewedAt: null,
          },
        ],
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain('storageKey');
    expect(JSON.stringify(exported)).not.toContain('wrappedKey');
  });

  it('deleting the account deletes the files, the rows and every share', async () => {
    const { buyer, documentId } = await buyerWithSharedDocument();
    await uploaded(buyer, haciendaIncome, await sampleJpeg(), 'foto.jpg');
    await as(buyer).put(apiPaths.myDocumentItemNotApplicable(haciendaIncome), { notApplicable: true });
    expect(await filesUnder(path.join(uploadsDir, 'documents', buyer.id))).toHaveLength(2);

    const deleted = await app.inject({
      method: 'DELETE',
      url: apiPaths.myData,
      headers: { cookie: buyer.cookie },
      payload: { password: 'contraseña-segura' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await filesUnder(path.join(uploadsDir, 'documents', buyer.id))).toEqual([]);
    expect(await db.select().from(schema.buyerDocuments).where(eq(schema.buyerDocuments.userId, buyer.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.documentShares)
        .where(inArray(schema.documentShares.documentId, [documentId])),
    ).toEqual([]);
    expect(await db.select().from(schema.documentItemMarks).where(eq(schema.documentItemMarks.userId, buyer.id))).toEqual([]);
  });
});
