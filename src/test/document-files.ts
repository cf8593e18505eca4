// Files for the buyer-documents tests, made on the spot: a PDF (pdf-lib, uncompressed, so a marker in it stays
// readable in its bytes), a JPEG with text in its EXIF and a PNG with a tEXt chunk; the multipart upload as a browser
// sends it; and what a folder holds.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import { apiPaths } from '../shared/api-paths';
import type { Caller } from './requests';

/** A one-page PDF with `marker` as a plain string in its document information (pdf-lib compresses page content). */
export async function samplePdf(marker = 'Documento de prueba'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([200, 200]);
  // A literal string: setSubject would write it hex-encoded.
  pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict).set(PDFName.of('Subject'), PDFString.of(marker));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A JPEG photo whose EXIF describes it with `marker` and names a camera. */
export function sampleJpeg(marker = 'Foto de prueba'): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 180, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: marker, Make: 'Telefono de prueba' } })
    .toBuffer();
}

/** A PNG with `marker` in a tEXt chunk right after its header. */
export async function samplePng(marker = 'Imagen de prueba'): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(marker, 'latin1')]);
  const typed = Buffer.concat([Buffer.from('tEXt', 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  typed.copy(chunk, 4);
  chunk.writeUInt32BE(zlib.crc32(typed) >>> 0, 8 + data.length);
  // Signature (8) and IHDR (4 + 4 + 13 + 4) come first.
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

export interface DocumentUploadRequest {
  item?: string;
  replaces?: string;
  file: Buffer;
  fileName?: string;
  /** What the browser claims; the server goes by the bytes. */
  contentType?: string;
  /** `'file-first'` sends the fields after the file. */
  order?: 'fields-first' | 'file-first';
  /** The file's field name (`file` unless a test says otherwise). */
  field?: string;
}

/** The multipart body as FormData sends it (fields first unless `order` says otherwise). */
export function documentForm(upload: DocumentUploadRequest) {
  const boundary = `----casa-joven-${Math.random().toString(36).slice(2)}`;
  const fields = Object.entries({ item: upload.item, replaces: upload.replaces })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const file = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${upload.field ?? 'file'}"; filename="${upload.fileName ?? 'documento.pdf'}"\r\n` +
        `content-type: ${upload.contentType ?? 'application/pdf'}\r\n\r\n`,
    ),
    upload.file,
    Buffer.from('\r\n'),
  ]);
  const parts = upload.order === 'file-first' ? [file, ...fields] : [...fields, file];
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadDocumentAs(app: FastifyInstance, caller: Caller, upload: DocumentUploadRequest) {
  const form = documentForm(upload);
  return app.inject({ method: 'POST', url: apiPaths.myDocuments, headers: { cookie: caller.cookie, ...form.headers }, payload: form.body });
}

/**
 * The buyer's document once its scan settled (an upload is answered "Revisando…" and scanned right after,
 * docs/decisions/0137-scan-after-store.md): read from the buyer's list, as the documents screen polls it.
 */
export async function scannedDocument(app: FastifyInstance, caller: Caller, id: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: apiPaths.myDocuments, headers: { cookie: caller.cookie } });
    const documents = (response.json() as { documents: Array<{ id: string; scan: string }> }).documents;
    const document = documents.find((entry) => entry.id === id);
    if (!document) throw new Error(`document ${id} is not on the buyer's list`);
    if (document.scan !== 'pending') return document;
    if (Date.now() > until) throw new Error(`document ${id} still waits for its scan after ${timeoutMs} ms (is clamd running?)`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Every file under `dir` (relative paths), with its bytes; an absent folder holds none. */
export async function filesUnder(dir: string): Promise<Array<{ path: string; bytes: Buffer }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, full), bytes: await readFile(full) };
    }),
  );
}
