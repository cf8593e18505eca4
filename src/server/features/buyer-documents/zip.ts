// "Descargar mis documentos" (docs/product/documents.md#the-buyers-data): a ZIP written as its entries stream, so the
// buyer's files never sit whole in memory. Entries are stored, not deflated: PDFs and photos are compressed already.
// Sizes and CRC-32 follow each entry in a data descriptor, as they are only known once its bytes have passed
// (docs/decisions/0135-buyer-documents-routes.md). No ZIP64: a buyer's files stay under 200 MB, far from ZIP's 4 GB.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive, `/`-separated; written as UTF-8. */
  name: string;
  modifiedAt: Date;
  /** Opened only when the archive reaches this entry, so one file at a time is open. */
  open: () => Promise<Readable>;
}

const utf8NamesAndDescriptor = (1 << 3) | (1 << 11);
const version = 20;
const maxOffset = 0xffff_ffff;

/** The archive as a stream; destroying it (the client went away) destroys the entry being read. */
export function zipStream(entries: ZipEntry[]): Readable {
  if (entries.length > 0xffff) throw new Error('too many entries for a ZIP without ZIP64');
  return Readable.from(zipChunks(entries), { objectMode: false });
}

async function* zipChunks(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { time, date } = dosDateTime(entry.modifiedAt);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(version, 4);
    header.writeUInt16LE(utf8NamesAndDescriptor, 6);
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC-32 and both sizes stay 0 here: the data descriptor after the bytes carries them.
    header.writeUInt16LE(name.length, 26);
    const entryOffset = offset;
    yield Buffer.concat([header, name]);
    offset += header.length + name.length;

    let crc = 0;
    let size = 0;
    const source = await entry.open();
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        crc = zlib.crc32(chunk, crc);
        size += chunk.length;
        yield chunk;
      }
    } finally {
      source.destroy();
    }
    offset += size;
    if (offset > maxOffset) throw new Error('the archive outgrew ZIP without ZIP64');

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(version, 4); // made by: MS-DOS attributes, ZIP 2.0
    record.writeUInt16LE(version, 6);
    record.writeUInt16LE(utf8NamesAndDescriptor, 8);
    record.writeUInt16LE(0, 10);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(date, 14);
    record.writeUInt32LE(crc >>> 0, 16);
    record.writeUInt32LE(size, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(entryOffset, 42);
    central.push(record, name);
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/** MS-DOS time and date fields (two-second steps, years from 1980), from the date's UTC parts. */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
