// From the uploaded bytes to the stored WebP sizes (docs/product/listings.md#photos): the type is told by the content,
// the photo is turned upright by its EXIF orientation, and every size is written without metadata (no EXIF, no GPS,
// no XMP, no ICC beyond sRGB). The original is never kept.
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { photoWidths } from '../../../shared/schemas/listings';
import { HttpError } from '../../http/errors';
import { photoCopy } from './copy';

/**
 * Decompression bombs: a small file may claim a huge canvas. 100 megapixels passes every phone camera (48 MP is
 * 8064 × 6048) and refuses the rest before a pixel is decoded.
 */
export const maxInputPixels = 100_000_000;

/** The formats accepted as they are; `heif` (HEIC from iPhones, AVIF) only when the library can decode it. */
const accepted = new Set(['jpeg', 'png', 'webp']);

export interface ProcessedPhoto {
  /** Pixel size of the largest stored size. */
  width: number;
  height: number;
  /** The widths stored, ascending, each with its WebP bytes. */
  sizes: { width: number; bytes: Buffer }[];
}

/**
 * The widths to store for an upright original `width` pixels wide: every standard width not wider than it, or the
 * original's own width when it is narrower than the smallest.
 */
export function widthsFor(width: number): number[] {
  const fitting = photoWidths.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

// The ISO-BMFF brands of HEIF files (`ftyp` box): told apart from other files when the library cannot even read
// their header.
const heifBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);
function looksLikeHeif(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && heifBrands.has(bytes.toString('latin1', 8, 12));
}

// sharp works on its own threads (libvips), so a request never blocks the event loop; this bounds how many uploads
// decode at once, so a burst of 15 MB photos queues instead of holding a decoded canvas each.
let running = 0;
const waiting: (() => void)[] = [];
const slots = Math.max(1, Math.min(2, availableParallelism()));
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finishing upload hands its slot straight to the next in line, so a newcomer cannot slip in between.
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Throws a Spanish 415 (not an image, HEIC the library cannot read) or 413 (too many pixels). */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    // The header only, without sharp's own pixel limit: the limit below answers 413, not "not an image".
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, looksLikeHeif(bytes) ? photoCopy.heic : photoCopy.notAnImage);
  }
  const format: string = metadata.format;
  if (!accepted.has(format) && format !== 'heif') throw new HttpError(415, photoCopy.notAnImage);
  if (metadata.width * metadata.height > maxInputPixels) throw new HttpError(413, photoCopy.tooManyPixels);

  const upright = metadata.autoOrient;
  const widths = widthsFor(upright.width);
  return inTurn(async () => {
    try {
      // `failOn: 'error'`: a phone's JPEG with a harmless warning still loads; truncated or broken data does not.
      const source = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).autoOrient();
      const sizes: ProcessedPhoto['sizes'] = [];
      let largest = { width: 0, height: 0 };
      for (const width of widths) {
        // No withMetadata/keepMetadata: sharp writes none of the input's EXIF, XMP or IPTC.
        const { data, info } = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        sizes.push({ width, bytes: data });
        largest = { width: info.width, height: info.height };
      }
      return { ...largest, sizes };
    } catch {
      // HEIC from a phone is HEVC, which the prebuilt library cannot decode; anything else that fails is broken.
      throw new HttpError(415, format === 'heif' ? photoCopy.heic : photoCopy.unreadable);
    }
  });
}
