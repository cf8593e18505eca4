// Nothing readable lands anywhere (docs/product/documents.md#how-it-is-kept): a unique string planted in a PDF, in a
// JPEG's EXIF, in a PNG's text and in every file name is, after the uploads, nowhere under UPLOADS_DIR, in no row of
// any table, and in no log line; and the buyer downloads the PDF's exact bytes back.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../shared/api-paths';
import { checklistItemId } from '../../../shared/domain/documents-list';
import { freshUploadsDir, rememberTestApp, signUpBuyer, testConfig } from '../../../test/app';
import { freshDatabase } from '../../../test/database';
import { filesUnder, sampleJpeg, samplePdf, samplePng, uploadDocumentAs } from '../../../test/document-files';
import { requestsTo } from '../../../test/requests';
import { buildApp } from '../../app';

const lines: string[] = [];
const uploadsDir = await freshUploadsDir();
const database = await freshDatabase();
const built = await buildApp(
  {
    ...testConfig({ LOG_LEVEL: 'debug' }),
    uploadsDir,
  },
  { database, logger: { write: (line) => lines.push(line) } },
);
rememberTestApp(built);
afterAll(async () => {
  await built.app.close();
  await database.dispose();
});
const { app } = built;
const { as } = requestsTo(app);

/** Every row of every table of ours, as PostgreSQL prints it: what a dump of the database would hold. */
async function everyRowAsText(): Promise<string> {
  const tables = (await database.db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  )) as { rows: Array<{ schema: string; name: string }> };
  expect(tables.rows.map((table) => table.name)).toContain('buyer_documents');
  const texts: string[] = [];
  for (const table of tables.rows) {
    const rows = (await database.db.execute(
      sql`select t::text as row from ${sql.identifier(table.schema)}.${sql.identifier(table.name)} t`,
    )) as { rows: Array<{ row: string }> };
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join('\n');
}

describe('a string planted in the files and their names', () => {
  it('is nowhere on disk, in the database or in the log; the PDF comes back byte for byte', async () => {
    const marker = `marcador-${randomUUID()}`;
    const buyer = await signUpBuyer(app);
    expect(
      (
        await as(buyer).post(apiPaths.documents, {
          employmentType: 'employed',
          housingType: 'existing',
          maritalStatus: 'single',
          hasDependents: false,
        })
      ).statusCode,
    ).toBe(200);
    const item = checklistItemId('Tarjeta de Seguro Social');
    const files = [
      { file: await samplePdf(marker), fileName: `${marker}.pdf`, contentType: 'application/pdf' },
      { file: await sampleJpeg(marker), fileName: `${marker}.jpg`, contentType: 'image/jpeg' },
      { file: await samplePng(marker), fileName: `${marker}.png`, contentType: 'image/png' },
    ];
    // The marker really is in each file's bytes as sent.
    for (const { file } of files) expect(file.includes(marker)).toBe(true);

    lines.length = 0;
    const ids: string[] = [];
    for (const upload of files) {
      const response = await uploadDocumentAs(app, buyer, { item, ...upload });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().fileName).toBe(upload.fileName);
      ids.push(response.json().id);
    }
    expect((await as(buyer).get(apiPaths.myDocuments)).statusCode).toBe(200);

    const stored = await filesUnder(uploadsDir);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const { path: name, bytes } of stored) {
      expect(name).not.toContain(marker);
      expect(bytes.includes(marker)).toBe(false);
      expect(bytes.includes(Buffer.from(marker, 'utf16le'))).toBe(false);
    }
    expect(await everyRowAsText()).not.toContain(marker);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(marker);

    const pdf = await as(buyer).get(apiPaths.myDocumentFile(ids[0]!));
    expect(pdf.rawPayload.equals(files[0]!.file)).toBe(true);
    // Photos come back without their metadata, so without the marker.
    for (const id of ids.slice(1)) expect((await as(buyer).get(apiPaths.myDocumentFile(id))).rawPayload.includes(marker)).toBe(false);
  });
});
