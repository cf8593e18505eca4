import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentCopy, maxDocumentBytes } from '../../shared/schemas/buyer-documents';
import { DocumentFilter } from './content-filter';
import { pdfWith, piecesOf } from './test-files';
import { DocumentRefusedError } from './vault';

const limit = { bytes: maxDocumentBytes, message: documentCopy.tooLarge };

/** The bytes the filter keeps, fed in pieces of each given size (1 = byte by byte, so every split is crossed). */
function filtered(bytes: Buffer, sizes = [1, 7, 4096, bytes.length || 1]) {
  let kept: Buffer | null = null;
  let type: string | null = null;
  for (const size of sizes) {
    const filter = new DocumentFilter(limit);
    const out = [...piecesOf(bytes, size).flatMap((piece) => filter.write(piece)), ...filter.end()];
    const bytesOut = Buffer.concat(out);
    expect(filter.storedBytes).toBe(bytesOut.length);
    // Whatever the pieces, the same bytes come out.
    if (kept) expect(bytesOut.equals(kept), `pieces of ${size}`).toBe(true);
    kept = bytesOut;
    type = filter.contentType;
  }
  return { bytes: kept!, type };
}

function refusal(bytes: Buffer, sizes?: number[]): { status: number; message: string } {
  try {
    filtered(bytes, sizes);
  } catch (error) {
    if (error instanceof DocumentRefusedError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

const marker = 'UbicacionSecreta-7Q2K';

describe('what a document is, by its first bytes', () => {
  it('accepts a PDF as sent, byte for byte, whatever its name would say', async () => {
    const pdf = pdfWith('BT /F1 12 Tf 72 720 Td (Hola) Tj ET');
    expect(filtered(pdf)).toEqual({ bytes: pdf, type: 'application/pdf' });
    // A real generator's output: cross-reference streams and object streams (pdf-lib's defaults).
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Talonario de pago');
    const generated = Buffer.from(await doc.save());
    expect(filtered(generated, [1000, generated.length]).type).toBe('application/pdf');
  });

  it('refuses a HEIC photo with the camera hint, and any other type as unsupported', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(refusal(heic)).toEqual({ status: 415, message: documentCopy.heic });
    const heif = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmif1\0\0\0\0mif1heic')]);
    expect(refusal(heif)).toEqual({ status: 415, message: documentCopy.heic });
    expect(refusal(Buffer.from('PK\x03\x04 a zip named .pdf'))).toEqual({ status: 415, message: documentCopy.badType });
    expect(refusal(Buffer.from('GIF89a……………'))).toEqual({ status: 415, message: documentCopy.badType });
    expect(refusal(Buffer.alloc(0))).toEqual({ status: 415, message: documentCopy.badType });
    expect(refusal(Buffer.from('%PD'))).toEqual({ status: 415, message: documentCopy.badType });
  });

  it('refuses more bytes than the limit with its message, at the first byte over it', () => {
    const filter = new DocumentFilter({ bytes: 10, message: documentCopy.quotaFull });
    expect(filter.write(Buffer.from('%PDF-1.7\n'))).toEqual([]);
    expect(() => filter.write(Buffer.from('xx'))).toThrow(documentCopy.quotaFull);
  });
});

describe('PDFs a bank could not open', () => {
  it('refuses one with a password: /Encrypt in the trailer or in a cross-reference stream', () => {
    const locked = pdfWith('BT ET', { trailer: '/Encrypt 5 0 R /ID [<01><01>] ', extraObjects: ['<< /Filter /Standard /V 2 /R 3 >>'] });
    expect(refusal(locked)).toEqual({ status: 422, message: documentCopy.encryptedPdf });
    const xrefStream = pdfWith('BT ET', {
      extraObjects: ['<< /Type /XRef /Size 6 /Encrypt 9 0 R /W [1 2 1] /Length 3 >>\nstream\nabc\nendstream'],
    });
    expect(refusal(xrefStream, [1, 64])).toEqual({ status: 422, message: documentCopy.encryptedPdf });
  });

  it('does not take /Encrypt inside a stream or a string for a password', () => {
    const pdf = pdfWith('BT (/Encrypt 1 0 R) Tj ET /Encrypt', { extraObjects: ['<< /Title (a \\) /Encrypt) >>'] });
    expect(filtered(pdf).type).toBe('application/pdf');
  });

  it('skips a stream body by its direct /Length: text in it that looks like `endstream /Encrypt` is only content', () => {
    expect(filtered(pdfWith('BT (endstream /Encrypt 1 0 R) Tj ET')).type).toBe('application/pdf');
    // A CRLF after `stream`, an indirect /Length (searched instead), and a /Length too short (searched on from there):
    // each still finds its body's end, and an /Encrypt in the trailer after them.
    const bodies = [
      '<< /Length 9 >>\r\nstream\r\n(x) Tj ET\r\nendstream',
      '<< /Length 8 0 R >>\nstream\n(y) Tj ET\nendstream',
      '<< /Length 2 >>\nstream\n(z) Tj ET\nendstream',
      '9',
    ];
    expect(filtered(pdfWith('BT ET', { extraObjects: bodies })).type).toBe('application/pdf');
    expect(refusal(pdfWith('BT ET', { extraObjects: bodies, trailer: '/Encrypt 5 0 R ' }))).toEqual({
      status: 422,
      message: documentCopy.encryptedPdf,
    });
  });

  it('refuses a broken one: cut short, without startxref, or without %%EOF', () => {
    const pdf = pdfWith('BT (Hola) Tj ET');
    const text = pdf.toString('latin1');
    const broken = { status: 422, message: documentCopy.brokenPdf };
    expect(refusal(pdf.subarray(0, pdf.length - 30))).toEqual(broken);
    expect(refusal(pdf.subarray(0, 200))).toEqual(broken);
    expect(refusal(Buffer.from(text.replace('startxref', 'startref'), 'latin1'))).toEqual(broken);
    expect(refusal(Buffer.from(text.replace('%%EOF', ''), 'latin1'))).toEqual(broken);
    expect(refusal(Buffer.from('%PDF-1.4\n'))).toEqual(broken);
  });
});

describe('photos lose their metadata as they stream', () => {
  const gps = { GPSLatitudeRef: 'N', GPSLatitude: '18/1 27/1 3141/100', GPSLongitudeRef: 'W', GPSLongitude: '66/1 6/1 5926/100' };

  it('a JPEG keeps its pixels and orientation, and loses EXIF with GPS, XMP and comments', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({ IFD0: { Artist: marker, ImageDescription: marker }, IFD3: gps })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // A comment (COM) and an XMP packet in a second APP1, as phones write them, just after SOI.
    const xmp = Buffer.from(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${marker}</x:xmpmeta>`);
    const segment = (marker: number, data: Buffer) =>
      Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
    const original = Buffer.concat([photo.subarray(0, 2), segment(0xfe, Buffer.from(marker)), segment(0xe1, xmp), photo.subarray(2)]);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(original.includes(marker)).toBe(true);

    const { bytes, type } = filtered(original);
    expect(type).toBe('image/jpeg');
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes(Buffer.from([0x25, 0x88]))).toBe(false);
    expect(bytes.includes(Buffer.from([0x88, 0x25]))).toBe(false);
    expect(bytes.includes('http://ns.adobe.com')).toBe(false);
    const after = await sharp(bytes).metadata();
    expect(after.orientation).toBe(6);
    expect(after.width).toBe(64);
    // The image data is copied untouched: the same pixels decode.
    expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(original).raw().toBuffer())).toBe(true);
  });

  it('a JPEG drops anything after its end, and an upright photo gets no EXIF at all', async () => {
    const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3c3' } })
      .jpeg()
      .withExif({ IFD0: { Artist: marker } })
      .toBuffer();
    const { bytes } = filtered(Buffer.concat([photo, Buffer.from(`trailing ${marker}`)]));
    expect(bytes.includes(marker)).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
    expect((await sharp(bytes).metadata()).width).toBe(16);
  });

  it('a PNG loses its text, EXIF and time chunks, and keeps what its colours need', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#36c8' } })
      .png()
      .withExif({ IFD0: { Artist: marker }, IFD3: gps })
      .withMetadata({ density: 144 })
      .toBuffer();
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    // tEXt, iTXt and tIME after IHDR (33 bytes from the start, after the signature and IHDR).
    const withText = Buffer.concat([
      png.subarray(0, 33),
      chunk('tEXt', Buffer.from(`Comment\0${marker}`)),
      chunk('iTXt', Buffer.from(`XML:com.adobe.xmp\0\0\0\0\0${marker}`)),
      chunk('tIME', Buffer.from([0x07, 0xea, 11, 27, 12, 0, 0])),
      png.subarray(33),
    ]);
    expect(withText.includes(marker)).toBe(true);
    expect(withText.includes('eXIf')).toBe(true);
    const { bytes, type } = filtered(withText);
    expect(type).toBe('image/png');
    for (const gone of [marker, 'tEXt', 'iTXt', 'eXIf', 'tIME']) expect(bytes.includes(gone), gone).toBe(false);
    expect(bytes.includes('pHYs')).toBe(true);
    const after = await sharp(bytes).metadata();
    expect([after.width, after.height, after.density]).toEqual([20, 10, 144]);
    expect((await sharp(bytes).raw().toBuffer()).equals(await sharp(png).raw().toBuffer())).toBe(true);
  });

  it('refuses a broken photo: cut short, a bad marker, a bad chunk checksum', async () => {
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const broken = { status: 422, message: documentCopy.brokenImage };
    expect(refusal(jpeg.subarray(0, jpeg.length - 100))).toEqual(broken);
    expect(refusal(Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0x00]), jpeg.subarray(2)]))).toEqual(broken);
    expect(refusal(png.subarray(0, png.length - 12))).toEqual(broken);
    const badCrc = Buffer.from(png);
    badCrc[29]! ^= 1; // IHDR's CRC
    expect(refusal(badCrc)).toEqual(broken);
  });
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
