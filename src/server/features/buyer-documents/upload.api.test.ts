// POST /api/me/documents and the buyer's own reads (docs/product/documents.md#the-buyer): types told by their bytes,
// the 20 MB and 200 MB limits, the form's order, the checklist's items, and nothing kept on any refusal. The answer
// comes once the file is stored ("Revisando…"); the scan follows from the store (docs/decisions/0137-scan-after-store.md)
// on the tests' own clamd (src/test/clamd.ts), and a virus is refused then; scanner-down.api.test.ts has it unreachable.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import { documentCopy, maxBuyerDocumentsBytes, maxDocumentBytes } from '../../../shared/schemas/buyer-documents';
import { freshUploadsDir, setupTestApp, signUpBuyer } from '../../../test/app';
import {
  filesUnder,
  sampleJpeg,
  samplePdf,
  samplePng,
  scannedDocument,
  uploadDocumentAs,
  type DocumentUploadRequest,
} from '../../../test/document-files';
import { heicImage } from '../../../test/photos';
import { eicar, pdfWith } from '../../documents-vault/test-files';
import type { Caller } from '../../../test/requests';
import { schema } from '../../db/client';
import { uploadCopy } from './copy';

const uploadsDir = await freshUploadsDir();
const built = await setupTestApp({}, { uploadsDir });
const { app, as } = built;
const db = built.database.db;

const profile = { employmentType: 'employed', housingType: 'existing', maritalStatus: 'single', hasDependents: false };
const socialSecurity = checklistItemId('Tarjeta de Seguro Social');
const haciendaIncome = checklistItemId('Certificación de ingresos de Hacienda (Modelo SC 2907)');

async function buyerWithList(): Promise<Caller & { id: string }> {
  const buyer = await signUpBuyer(app);
  const list = await as(buyer).post(apiPaths.documents, profile);
  expect(list.statusCode).toBe(200);
  return buyer;
}

const upload = (buyer: Caller, request: DocumentUploadRequest) => uploadDocumentAs(app, buyer, request);
const storedFiles = (userId: string) => filesUnder(path.join(uploadsDir, 'documents', userId));
const rowsOf = (userId: string) => db.select().from(schema.buyerDocuments).where(eq(schema.buyerDocuments.userId, userId));

/** A refusal wrote no row and left no file of this buyer. */
async function expectNothingKept(userId: string) {
  expect(await rowsOf(userId)).toEqual([]);
  expect(await storedFiles(userId)).toEqual([]);
}

/** Space the buyer already uses, as a row with no file behind it (filling 200 MB through the route would be slow). */
async function occupy(userId: string, sizeBytes: number) {
  await db.insert(schema.buyerDocuments).values({
    userId,
    item: socialSecurity,
    fileName: 'relleno.pdf',
    contentType: 'application/pdf',
    sizeBytes,
    storageKey: `documents/${userId}/relleno-${sizeBytes}.bin`,
    wrappedKey: 'relleno:none',
  });
}

describe('POST /api/me/documents', () => {
  it('keeps a PDF sealed, answers it "Revisando…", scans it clean right after, and gives the buyer back the exact bytes', async () => {
    const buyer = await buyerWithList();
    const pdf = await samplePdf();
    const response = await upload(buyer, { item: haciendaIncome, file: pdf, fileName: 'Certificación SC 2907.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      item: haciendaIncome,
      fileName: 'Certificación SC 2907.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      scan: 'pending',
      shares: [],
    });
    expect(await scannedDocument(app, buyer, document.id)).toEqual({ ...document, scan: 'clean' });

    const [row] = await rowsOf(buyer.id);
    expect(row!.fileName).toMatch(/^enc:v1:/);
    const stored = await storedFiles(buyer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.bytes.includes(pdf.subarray(0, 64))).toBe(false);

    const mine = (await as(buyer).get(apiPaths.myDocuments)).json();
    expect(mine).toMatchObject({ usedBytes: pdf.length, quotaBytes: maxBuyerDocumentsBytes, notApplicable: [], shareTargets: [] });
    expect(mine.documents).toEqual([{ ...document, scan: 'clean' }]);

    const file = await as(buyer).get(apiPaths.myDocumentFile(document.id));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Certificacion_SC_2907.pdf"');
    expect(file.headers['cache-control']).toBe('no-store');
  });

  it('tells the type by the bytes, not the name, and keeps photos without their metadata', async () => {
    const buyer = await buyerWithList();
    const jpeg = await upload(buyer, { item: socialSecurity, file: await sampleJpeg('descripcion-exif'), fileName: 'seguro.pdf' });
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json()).toMatchObject({ contentType: 'image/jpeg', fileName: 'seguro.pdf' });
    const photo = await as(buyer).get(apiPaths.myDocumentFile(jpeg.json().id));
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // The download's name carries the type's own extension.
    expect(photo.headers['content-disposition']).toBe('attachment; filename="seguro.jpg"');
    expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(photo.rawPayload.includes('descripcion-exif')).toBe(false);
    expect(photo.rawPayload.includes('Telefono de prueba')).toBe(false);

    const png = await upload(buyer, {
      item: socialSecurity,
      file: await samplePng('texto-png'),
      fileName: 'foto.heic',
      contentType: 'image/heic',
    });
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json()).toMatchObject({ contentType: 'image/png' });
    const image = await as(buyer).get(apiPaths.myDocumentFile(png.json().id));
    expect(image.rawPayload.includes('texto-png')).toBe(false);
  });

  it.each([
    [
      'a HEIC photo',
      async () => ({ file: await heicImage(), fileName: 'IMG_0001.HEIC', contentType: 'image/heic' }),
      415,
      documentCopy.heic,
    ],
    [
      'a text file named .pdf',
      async () => ({ file: Buffer.from('hola, esto no es un PDF'), fileName: 'talonario.pdf' }),
      415,
      documentCopy.badType,
    ],
    [
      'a PDF of 20 MB and one byte',
      async () => ({ file: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(maxDocumentBytes + 1 - 9, 0x20)]) }),
      413,
      documentCopy.tooLarge,
    ],
    ['a PDF with a password', async () => ({ file: Buffer.from(encryptedPdf) }), 422, documentCopy.encryptedPdf],
    ['a PDF cut short', async () => ({ file: (await samplePdf()).subarray(0, 300) }), 422, documentCopy.brokenPdf],
    [
      'the EICAR test file on its own (not a PDF, JPEG or PNG)',
      async () => ({ file: Buffer.from(eicar), fileName: 'eicar.pdf' }),
      415,
      documentCopy.badType,
    ],
  ])('refuses %s with a Spanish reason and keeps nothing', async (_case, make, status, message) => {
    const buyer = await buyerWithList();
    const response = await upload(buyer, { item: socialSecurity, ...(await make()) });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    await expectNothingKept(buyer.id);
  });

  it('answers the EICAR test file inside a PDF named .zip "Revisando…", then the scan refuses it and deletes its bytes', async () => {
    const buyer = await buyerWithList();
    const response = await upload(buyer, { item: socialSecurity, file: pdfWith(eicar), fileName: 'nomina.zip' });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({ fileName: 'nomina.zip', scan: 'pending' });

    // The buyer's list shows it refused; the sealed bytes and the key that opened them are gone.
    expect(await scannedDocument(app, buyer, document.id)).toMatchObject({ id: document.id, scan: 'infected', sizeBytes: 0 });
    // The row is marked first (nothing points at the file any more), the file deleted right after.
    await expect.poll(() => storedFiles(buyer.id)).toEqual([]);
    expect(await rowsOf(buyer.id)).toEqual([expect.objectContaining({ scanStatus: 'infected', wrappedKey: '', sizeBytes: 0 })]);
    expect((await as(buyer).get(apiPaths.myDocuments)).json().usedBytes).toBe(0);
    const file = await as(buyer).get(apiPaths.myDocumentFile(document.id));
    expect(file.statusCode).toBe(404);
    const zip = await as(buyer).get(apiPaths.myDocumentsZip);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes('nomina.zip')).toBe(false);

    // A new version replaces the refused one; removing the notice leaves nothing at all.
    const again = await upload(buyer, { item: socialSecurity, replaces: document.id, file: await samplePdf(), fileName: 'nomina.pdf' });
    expect(again.statusCode, again.body).toBe(201);
    expect((await scannedDocument(app, buyer, again.json().id)).scan).toBe('clean');
    expect((await rowsOf(buyer.id)).map((row) => row.id)).toEqual([again.json().id]);
    expect((await as(buyer).delete(apiPaths.myDocument(again.json().id))).statusCode).toBe(204);
    await expectNothingKept(buyer.id);
  });

  it('refuses a file past the 200 MB a buyer has, and one when the space is used up, keeping nothing', async () => {
    const buyer = await buyerWithList();
    const pdf = await samplePdf();
    await occupy(buyer.id, maxBuyerDocumentsBytes - pdf.length + 1);
    const over = await upload(buyer, { item: socialSecurity, file: pdf });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(documentCopy.quotaFull);
    expect(await rowsOf(buyer.id)).toHaveLength(1);
    expect(await storedFiles(buyer.id)).toEqual([]);

    const full = await buyerWithList();
    await occupy(full.id, maxBuyerDocumentsBytes);
    const none = await upload(full, { item: socialSecurity, file: pdf });
    expect(none.statusCode).toBe(413);
    expect(none.json().message).toBe(documentCopy.quotaFull);
    expect(await storedFiles(full.id)).toEqual([]);
  });

  it('takes a file that fits the space left exactly', async () => {
    const buyer = await buyerWithList();
    const pdf = await samplePdf();
    await occupy(buyer.id, maxBuyerDocumentsBytes - pdf.length);
    const response = await upload(buyer, { item: socialSecurity, file: pdf });
    expect(response.statusCode, response.body).toBe(201);
    expect((await as(buyer).get(apiPaths.myDocuments)).json().usedBytes).toBe(maxBuyerDocumentsBytes);
  });

  it('lets only one of two uploads racing for the last space in, and keeps only its file', async () => {
    const buyer = await buyerWithList();
    const pdf = await samplePdf();
    await occupy(buyer.id, maxBuyerDocumentsBytes - pdf.length - 10);
    const answers = await Promise.all([
      upload(buyer, { item: socialSecurity, file: pdf }),
      upload(buyer, { item: socialSecurity, file: pdf }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 413]);
    expect(await rowsOf(buyer.id)).toHaveLength(2);
    expect(await storedFiles(buyer.id)).toHaveLength(1);
  });

  it('refuses fields sent after the file, saying they go first, and keeps nothing', async () => {
    const buyer = await buyerWithList();
    const response = await upload(buyer, { item: socialSecurity, file: await samplePdf(), order: 'file-first' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadCopy.fieldsFirst);
    await expectNothingKept(buyer.id);
  });

  it('refuses a part after the file, removing the file it had already stored', async () => {
    const buyer = await buyerWithList();
    const pdf = await samplePdf();
    const boundary = '----casa-joven-extra';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="item"\r\n\r\n${socialSecurity}\r\n`),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(
        `\r\n--${boundary}\r\ncontent-disposition: form-data; name="replaces"\r\n\r\n${crypto.randomUUID()}\r\n--${boundary}--\r\n`,
      ),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.myDocuments,
      headers: { cookie: buyer.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadCopy.extraPart);
    await expectNothingKept(buyer.id);
  });

  it('refuses an item not on the latest list (400) and any item before a list exists (409)', async () => {
    const buyer = await buyerWithList();
    // On the list of a married buyer, not on this single buyer's.
    const unknown = await upload(buyer, { item: checklistItemId('Certificado de matrimonio'), file: await samplePdf() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(documentCopy.badItem);
    await expectNothingKept(buyer.id);

    const malformed = await upload(buyer, { item: '../../etc', file: await samplePdf() });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(documentCopy.badItem);

    const newcomer = await signUpBuyer(app);
    const noList = await upload(newcomer, { item: socialSecurity, file: await samplePdf() });
    expect(noList.statusCode).toBe(409);
    expect(noList.json().message).toBe(documentCopy.noChecklist);
    await expectNothingKept(newcomer.id);
  });

  it('refuses a form without its file, another file field, and a body that is not a form', async () => {
    const buyer = await buyerWithList();
    const other = await upload(buyer, { item: socialSecurity, file: await samplePdf(), field: 'foto' });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(documentCopy.noFile);
    const json = await as(buyer).post(apiPaths.myDocuments, { item: socialSecurity });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(documentCopy.notMultipart);
    await expectNothingKept(buyer.id);
  });

  it('replaces an earlier version of the same item: the old row and file go, the space is counted once', async () => {
    const buyer = await buyerWithList();
    const first = (await upload(buyer, { item: socialSecurity, file: await samplePdf('v1') })).json();
    const [oldFile] = await storedFiles(buyer.id);
    const second = await upload(buyer, { item: socialSecurity, replaces: first.id, file: await samplePdf('v2'), fileName: 'v2.pdf' });
    expect(second.statusCode, second.body).toBe(201);
    const documents = (await as(buyer).get(apiPaths.myDocuments)).json().documents;
    expect(documents.map((document: { id: string }) => document.id)).toEqual([second.json().id]);
    const files = await storedFiles(buyer.id);
    expect(files).toHaveLength(1);
    expect(files[0]!.path).not.toBe(oldFile!.path);
  });

  it("refuses to replace another buyer's document (404) or another item's (400), keeping the new file nowhere", async () => {
    const buyer = await buyerWithList();
    const stranger = await buyerWithList();
    const theirs = (await upload(stranger, { item: socialSecurity, file: await samplePdf() })).json();
    const notMine = await upload(buyer, { item: socialSecurity, replaces: theirs.id, file: await samplePdf() });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(documentCopy.notFound);
    await expectNothingKept(buyer.id);

    const mine = (await upload(buyer, { item: socialSecurity, file: await samplePdf() })).json();
    const otherItem = await upload(buyer, { item: haciendaIncome, replaces: mine.id, file: await samplePdf() });
    expect(otherItem.statusCode).toBe(400);
    expect(otherItem.json().message).toBe(uploadCopy.replacesOtherItem);
    expect(await rowsOf(buyer.id)).toHaveLength(1);
    expect(await storedFiles(buyer.id)).toHaveLength(1);
  });
});

describe("the buyer's own documents", () => {
  it("answers 404 for another buyer's document, to read or to delete", async () => {
    const owner = await buyerWithList();
    const other = await buyerWithList();
    const document = (await upload(owner, { item: socialSecurity, file: await samplePdf() })).json();
    expect((await as(other).get(apiPaths.myDocumentFile(document.id))).statusCode).toBe(404);
    expect((await as(other).delete(apiPaths.myDocument(document.id))).statusCode).toBe(404);
    expect((await as(other).get(apiPaths.myDocuments)).json().documents).toEqual([]);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('deletes a document: its row and its file', async () => {
    const buyer = await buyerWithList();
    const document = (await upload(buyer, { item: socialSecurity, file: await samplePdf() })).json();
    const deleted = await as(buyer).delete(apiPaths.myDocument(document.id));
    expect(deleted.statusCode).toBe(204);
    await expectNothingKept(buyer.id);
    expect((await as(buyer).delete(apiPaths.myDocument(document.id))).statusCode).toBe(404);
    expect((await as(buyer).get(apiPaths.myDocumentFile(document.id))).statusCode).toBe(404);
  });

  it('marks an item "No aplica" and takes the mark back; refuses an item not on the list', async () => {
    const buyer = await buyerWithList();
    const marked = await as(buyer).put(apiPaths.myDocumentItemNotApplicable(haciendaIncome), { notApplicable: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ item: haciendaIncome, notApplicable: true });
    expect((await as(buyer).get(apiPaths.myDocuments)).json().notApplicable).toEqual([haciendaIncome]);
    // Twice is the same as once.
    expect((await as(buyer).put(apiPaths.myDocumentItemNotApplicable(haciendaIncome), { notApplicable: true })).statusCode).toBe(200);
    await as(buyer).put(apiPaths.myDocumentItemNotApplicable(haciendaIncome), { notApplicable: false });
    expect((await as(buyer).get(apiPaths.myDocuments)).json().notApplicable).toEqual([]);

    const unknown = await as(buyer).put(apiPaths.myDocumentItemNotApplicable('no-existe'), { notApplicable: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(documentCopy.badItem);
    const notBoolean = await as(buyer).put(apiPaths.myDocumentItemNotApplicable(haciendaIncome), { notApplicable: 'sí' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe('Indica sí o no');
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.documentItemMarks)
      .where(eq(schema.documentItemMarks.userId, buyer.id));
    expect(count!.n).toBe(0);
  });
});

/** A PDF whose trailer names an /Encrypt dictionary, as one saved with a password does. */
const encryptedPdf = [
  '%PDF-1.7',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
  '3 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 >> endobj',
  'xref',
  '0 4',
  '0000000000 65535 f ',
  'trailer << /Size 4 /Root 1 0 R /Encrypt 3 0 R >>',
  'startxref',
  '9',
  '%%EOF',
  '',
].join('\n');
