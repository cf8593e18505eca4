// From the uploaded bytes to the stored WebP sizes (docs/product/listings.md#photos): the type is told by the content,
// the photo is turned upright by its EXIF orientation, and every size is written without metadata (no EXIF, no GPS,
// no XMP, no ICC beyond sRGB). The original is never kept.
import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { photoWidths } from '../../../shared/schemas/listings';
import { BadRequestError, HttpError } from '../../http/errors';
import { photoCopy } from './copy';
import { FairQueue } from './fair-queue';

/**
 * What one upload may cost to decode (decision 0120): a small file may claim a huge canvas, and a canvas is decoded
 * whole. 50 megapixels passes phones' 48 and 50 MP modes (8064 × 6048, 8160 × 6120) and refuses the rest from the
 * header, before a pixel is decoded.
 */
export const maxInputPixels = 50_000_000;

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

// sharp works on its own threads (libvips), so a request never blocks the event loop; two slots bound how many
// uploads decode at once, so a burst of large photos queues instead of holding a decoded canvas each. The slots are
// shared by turns between institutions (decision 0120): one institution's burst does not hold up another's photo.
const queue = new FairQueue(Math.max(1, Math.min(2, availableParallelism())));

/**
 * Throws a Spanish 415 (not an image, HEIC the library cannot read) or 400 (too many pixels). `turn` names whose
 * queue the upload waits in (one per institution).
 */
export async function processPhoto(bytes: Buffer, turn: string): Promise<ProcessedPhoto> {
  let metadata: Metadata;
  try {
    // The header only, without sharp's own pixel limit: the limit below answers its own message, not "not an image".
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, looksLikeHeif(bytes) ? photoCopy.heic : photoCopy.notAnImage);
  }
  const format: string = metadata.format;
  if (!accepted.has(format) && format !== 'heif') throw new HttpError(415, photoCopy.notAnImage);
  if (metadata.width * metadata.height > maxInputPixels) throw new BadRequestError(photoCopy.tooManyPixels(maxInputPixels));

  const upright = metadata.autoOrient;
  const widths = widthsFor(upright.width);
  return queue.run(turn, async () => {
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
