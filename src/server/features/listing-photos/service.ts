// Listing photos (docs/product/listings.md#photos): what other features may ask of them.
import { asc, inArray } from 'drizzle-orm';
import type { ListingPhoto } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { toListingPhoto } from './urls';

const ph = schema.propertyPhotos;

/** The photos of these listings, in their order, by listing id (a listing without photos is absent). */
export async function photosOf(db: Db, propertyIds: readonly string[]): Promise<Map<string, ListingPhoto[]>> {
  const byListing = new Map<string, ListingPhoto[]>();
  if (propertyIds.length === 0) return byListing;
  const rows = await db
    .select({ id: ph.id, propertyId: ph.propertyId, width: ph.width, height: ph.height, widths: ph.widths })
    .from(ph)
    .where(inArray(ph.propertyId, [...propertyIds]))
    .orderBy(asc(ph.propertyId), asc(ph.position), asc(ph.createdAt));
  for (const row of rows) {
    const list = byListing.get(row.propertyId) ?? [];
    list.push(toListingPhoto(row));
    byListing.set(row.propertyId, list);
  }
  return byListing;
}
