// A JPEG loses its metadata as it streams, losslessly: segments are copied or dropped, the image data is never
// decoded (docs/decisions/0132-photo-metadata-and-orientation.md). Dropped: APP1 (EXIF with GPS, dates, camera;
// XMP), APP3–APP13 and APP15 (Photoshop/IPTC, maker data), APP2 other than the ICC profile (MPF and FlashPix), JFXX
// thumbnails in APP0, COM, and anything after the image's end (phones append more pictures there). Kept: JFIF APP0,
// the ICC profile (APP2) and Adobe's APP14, which say how to read the colours. EXIF's Orientation survives alone in a
// minimal APP1 of its own, so a photo taken sideways does not turn.
import { documentCopy } from '../../shared/schemas/buyer-documents';
import { refused, type ContentFilter } from './content-filter';

type State =
  | { at: 'soi' }
  | { at: 'marker' }
  | { at: 'length'; marker: number }
  | { at: 'segment'; marker: number; left: number; keep: 'pass' | 'collect' }
  | { at: 'entropy' }
  | { at: 'done' };

const broken = () => refused(422, documentCopy.brokenImage);
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** The EXIF Orientation (1–8) in an APP1 segment's data, or null. */
export function exifOrientation(data: Buffer): number | null {
  if (data.length < 14 || data.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return null;
  const tiff = data.subarray(6);
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let entry = 0; entry < entries; entry++) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** An APP1 segment holding only IFD0's Orientation tag, big-endian. */
export function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM\0*', 0, 'latin1');
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

function keepCollected(marker: number, data: Buffer): boolean {
  const id = data.subarray(0, 12).toString('latin1');
  if (marker === 0xe0) return id.startsWith('JFIF\0');
  if (marker === 0xe2) return id === 'ICC_PROFILE\0';
  if (marker === 0xee) return id.startsWith('Adobe');
  return false;
}

export function jpegCleaner(): ContentFilter {
  let state: State = { at: 'soi' };
  // Bytes of a marker or a length split across chunks, and a segment being collected.
  let pending = Buffer.alloc(0);
  let collected: Buffer[] = [];
  let orientationWritten = false;
  let sawFrame = false;
  let sawScan = false;

  const write = (chunk: Buffer): Buffer[] => {
    const out: Buffer[] = [];
    let input = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    let at = 0;
    const need = (bytes: number) => {
      if (input.length - at >= bytes) return true;
      pending = Buffer.from(input.subarray(at));
      return false;
    };
    while (at < input.length) {
      switch (state.at) {
        case 'done':
          return out;
        case 'soi':
          if (!need(2)) return out;
          if (input[at] !== 0xff || input[at + 1] !== 0xd8) throw broken();
          out.push(input.subarray(at, at + 2));
          at += 2;
          state = { at: 'marker' };
          break;
        case 'marker': {
          if (!need(2)) return out;
          if (input[at] !== 0xff) throw broken();
          const marker = input[at + 1]!;
          if (marker === 0xff) {
            at += 1; // fill byte before a marker
            break;
          }
          if (marker === 0x00 || marker === 0xd8) throw broken();
          at += 2;
          if (marker === 0xd9) {
            if (!sawFrame || !sawScan) throw broken();
            out.push(Buffer.from([0xff, 0xd9]));
            state = { at: 'done' };
          } else if (standalone(marker)) out.push(Buffer.from([0xff, marker]));
          else state = { at: 'length', marker };
          break;
        }
        case 'length': {
          if (!need(2)) return out;
          const length = input.readUInt16BE(at);
          if (length < 2) throw broken();
          const { marker } = state;
          at += 2;
          const metadata = (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
          if (isSof(marker)) sawFrame = true;
          if (!metadata) out.push(Buffer.from([0xff, marker, length >> 8, length & 0xff]));
          state = { at: 'segment', marker, left: length - 2, keep: metadata ? 'collect' : 'pass' };
          collected = [];
          break;
        }
        case 'segment': {
          const take = Math.min(state.left, input.length - at);
          const piece = input.subarray(at, at + take);
          if (state.keep === 'pass') out.push(piece);
          else collected.push(Buffer.from(piece));
          at += take;
          state.left -= take;
          if (state.left > 0) return out;
          const { marker } = state;
          if (state.keep === 'collect') {
            const data = Buffer.concat(collected);
            collected = [];
            if (keepCollected(marker, data)) {
              out.push(Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data);
            } else if (marker === 0xe1 && !orientationWritten) {
              const orientation = exifOrientation(data);
              if (orientation !== null && orientation !== 1) {
                out.push(orientationSegment(orientation));
                orientationWritten = true;
              }
            }
          }
          if (marker === 0xda) {
            sawScan = true;
            state = { at: 'entropy' };
          } else state = { at: 'marker' };
          break;
        }
        case 'entropy': {
          // Image data runs to the next marker: 0xFF followed by neither 0x00 (a stuffed byte) nor a restart marker.
          let scan = at;
          for (;;) {
            const ff = input.indexOf(0xff, scan);
            if (ff < 0 || ff + 1 >= input.length) {
              const end = ff < 0 ? input.length : ff;
              out.push(input.subarray(at, end));
              if (ff >= 0) pending = Buffer.from(input.subarray(ff));
              return out;
            }
            const next = input[ff + 1]!;
            if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
              scan = ff + 2;
              continue;
            }
            out.push(input.subarray(at, ff));
            at = ff;
            state = { at: 'marker' };
            break;
          }
          break;
        }
      }
    }
    input = Buffer.alloc(0);
    return out;
  };

  return {
    write,
    end() {
      if (state.at !== 'done') throw broken();
      return [];
    },
  };
}
