// Where a stored photo is served (docs/product/listings.md#photos): one immutable URL per photo and width.
import type { ListingPhoto } from '../../../shared/schemas/listings';

export const mediaPrefix = '/media/listings';

export const photoUrl = (photoId: string, width: number) => `${mediaPrefix}/${photoId}/${width}.webp`;

/** The response shape of a stored photo: the smallest size as `src`, every size in `srcset`. */
export function toListingPhoto(row: { id: string; width: number; height: number; widths: number[] }): ListingPhoto {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    src: photoUrl(row.id, row.widths[0]!),
    srcset: row.widths.map((width) => `${photoUrl(row.id, width)} ${width}w`).join(', '),
  };
}
