// A PNG loses its metadata as it streams (docs/decisions/0132-photo-metadata-and-orientation.md): chunks are copied
// or dropped whole, the pixels are never decoded. Kept: every critical chunk (IHDR, PLTE, IDAT, IEND) and the
// ancillary ones that say how to show the pixels; dropped: text (tEXt, zTXt, iTXt), EXIF (eXIf), the time (tIME) and
// every other ancillary chunk, named or private, since any of them may carry data about the picture. Each kept
// chunk's CRC is checked, and anything after IEND is dropped.
import { crc32 } from 'node:zlib';
import { documentCopy } from '../../shared/schemas/buyer-documents';
import { refused, type ContentFilter } from './content-filter';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const keptAncillary = new Set(['tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'hIST', 'pHYs', 'sPLT']);
const broken = () => refused(422, documentCopy.brokenImage);

type State =
  | { at: 'signature' }
  | { at: 'header' }
  | { at: 'body'; type: string; left: number; keep: boolean; crc: number }
  | { at: 'crc'; keep: boolean; crc: number; end: boolean }
  | { at: 'done' };

export function pngCleaner(): ContentFilter {
  let state: State = { at: 'signature' };
  let pending = Buffer.alloc(0);
  let chunks = 0;

  const write = (chunk: Buffer): Buffer[] => {
    const out: Buffer[] = [];
    const input = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
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
        case 'signature':
          if (!need(8)) return out;
          if (!input.subarray(at, at + 8).equals(signature)) throw broken();
          out.push(input.subarray(at, at + 8));
          at += 8;
          state = { at: 'header' };
          break;
        case 'header': {
          if (!need(8)) return out;
          const length = input.readUInt32BE(at);
          const typeBytes = input.subarray(at + 4, at + 8);
          const type = typeBytes.toString('latin1');
          if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) throw broken();
          if (chunks++ === 0 && type !== 'IHDR') throw broken();
          // Critical chunks have an upper-case first letter: a decoder needs them all.
          const keep = (typeBytes[0]! & 0x20) === 0 || keptAncillary.has(type);
          if (keep) out.push(input.subarray(at, at + 8));
          at += 8;
          state = { at: 'body', type, left: length, keep, crc: crc32(typeBytes) };
          break;
        }
        case 'body': {
          const take = Math.min(state.left, input.length - at);
          const piece = input.subarray(at, at + take);
          if (state.keep) {
            out.push(piece);
            state.crc = crc32(piece, state.crc);
          }
          at += take;
          state.left -= take;
          if (state.left > 0) return out;
          state = { at: 'crc', keep: state.keep, crc: state.crc, end: state.type === 'IEND' };
          break;
        }
        case 'crc': {
          if (!need(4)) return out;
          if (state.keep) {
            if (input.readUInt32BE(at) !== state.crc >>> 0) throw broken();
            out.push(input.subarray(at, at + 4));
          }
          at += 4;
          state = state.end ? { at: 'done' } : { at: 'header' };
          break;
        }
      }
    }
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
