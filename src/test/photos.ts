// Images for the photo tests, made on the spot with sharp: a phone-like JPEG (EXIF with a GPS position and an
// orientation), plain PNG/WebP/GIF, and a HEIC file such as an iPhone writes (HEVC, which the prebuilt sharp cannot decode).
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface TestImage {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
  /** EXIF Orientation: 6 means "turn 90° clockwise to see it upright". */
  orientation?: number;
  /** Writes a GPS position (and a camera make) into the EXIF. */
  gps?: boolean;
}

export async function testImage({ width, height, format = 'jpeg', orientation, gps }: TestImage): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } }).toFormat(format);
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'Telefono de prueba', Model: 'Casa Joven' },
      // San Juan: 18°27'36" N, 66°6'0" W.
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 27/1 3600/100', GPSLongitudeRef: 'W', GPSLongitude: '66/1 6/1 0/1' },
    });
  }
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

/** Whether EXIF bytes hold a GPS block (the GPSInfo pointer, tag 0x8825, in either byte order). */
export const exifHasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));

/**
 * A HEIC file: an AVIF that sharp writes, re-labelled as HEVC (brand `heic`, item type `hvc1`, an `hvcC` box).
 * The library reads its header (format `heif`, compression `hevc`) and then cannot decode it, as with a real iPhone photo.
 */
export async function heicImage(): Promise<Buffer> {
  const avif = await testImage({ width: 64, height: 48, format: 'avif' });
  // HEVCDecoderConfigurationRecord: version 1, Main profile, level 3.1, 4:2:0, 8 bits, no parameter sets.
  const hvcC = Buffer.from('0101' + '60000000' + '900000000000' + '5d' + 'f000' + 'fc' + 'fd' + 'f8' + 'f8' + '0000' + '0f' + '00', 'hex');
  const box = Buffer.concat([Buffer.from([0, 0, 0, 8 + hvcC.length]), Buffer.from('hvcC', 'latin1'), hvcC]);
  const at = avif.indexOf('av1C', 0, 'latin1') - 4;
  const oldSize = avif.readUInt32BE(at);
  const grown = box.length - oldSize;
  const heic = Buffer.concat([avif.subarray(0, at), box, avif.subarray(at + oldSize)]);
  // The boxes around it grow, and the image data (after them) moves by as much.
  for (const type of ['meta', 'iprp', 'ipco']) {
    const size = heic.indexOf(type, 0, 'latin1') - 4;
    heic.writeUInt32BE(heic.readUInt32BE(size) + grown, size);
  }
  // iloc version 0 with 4-byte offsets: version/flags, sizes, item count, item id, data reference, then base offset.
  const baseOffset = heic.indexOf('iloc', 0, 'latin1') + 4 + 4 + 2 + 2 + 2 + 2;
  heic.writeUInt32BE(heic.readUInt32BE(baseOffset) + grown, baseOffset);
  const ftypEnd = heic.readUInt32BE(0);
  heic.write(heic.toString('latin1', 0, ftypEnd).replaceAll('avif', 'heic'), 0, 'latin1');
  heic.write('hvc1', heic.indexOf('av01', ftypEnd, 'latin1'), 'latin1');
  return heic;
}

/**
 * A PNG whose header claims 20,000 × 20,000 pixels (400 MP) and holds almost no data: enough to be read as an image
 * that is far too large, without making one.
 */
export function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
