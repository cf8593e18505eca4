// Listing photos (docs/product/listings.md#photos): upload, delete, reorder, serve, and what other features may ask
// of them (photosOf).
import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { maxPhotosPerListing, type ListingPhoto } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { PhotoStore, StoredObject } from '../../storage';
import { lockOwnedListing, type ListingOwner } from '../listings/service';
import { photoCopy } from './copy';
import { processPhoto } from './process';
import { toListingPhoto } from './urls';

const ph = schema.propertyPhotos;
const listings = schema.properties;

/** Where one size of a photo lives in the store, and the folder of all its sizes. */
export const photoKey = (photoId: string, width: number) => `listings/${photoId}/${width}.webp`;
const photoFolder = (photoId: string) => `listings/${photoId}/`;

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

/**
 * Locks the listing if this owner may change it and it has room for one more photo: the next position. 404 for a
 * listing the owner may not change (another institution's is not theirs to learn of), 409 at the maximum.
 */
async function lockRoomForPhoto(tx: Db, owner: ListingOwner, listingId: string): Promise<number> {
  if (!(await lockOwnedListing(tx, owner, listingId))) throw new NotFoundError();
  const [room] = await tx
    .select({ photos: count(), last: max(ph.position) })
    .from(ph)
    .where(eq(ph.propertyId, listingId));
  if ((room?.photos ?? 0) >= maxPhotosPerListing) throw new ConflictError(photoCopy.tooMany);
  return (room?.last ?? -1) + 1;
}

const touchListing = (tx: Db, listingId: string) => tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));

/**
 * One uploaded file becomes a stored photo. Ownership and room are checked first (no CPU spent on a refusal), the
 * photo is decoded and resized outside any transaction, its sizes are stored, and only then is the row written in a
 * transaction that checks ownership and room again under the listing's lock. If that fails, the stored sizes are
 * deleted again.
 */
export async function uploadPhoto(db: Db, store: PhotoStore, owner: ListingOwner, listingId: string, bytes: Buffer): Promise<ListingPhoto> {
  await db.transaction((tx) => lockRoomForPhoto(tx, owner, listingId));
  // Each institution waits in its own queue; the operator's uploads share one.
  const processed = await processPhoto(bytes, owner.kind === 'institution' ? `institution:${owner.institutionId}` : 'operator');
  const photo = {
    id: crypto.randomUUID(),
    width: processed.width,
    height: processed.height,
    widths: processed.sizes.map((size) => size.width),
  };
  try {
    await Promise.all(processed.sizes.map((size) => store.put(photoKey(photo.id, size.width), size.bytes, 'image/webp')));
    await db.transaction(async (tx) => {
      const position = await lockRoomForPhoto(tx, owner, listingId);
      await tx.insert(ph).values({ ...photo, propertyId: listingId, position });
      await touchListing(tx, listingId);
    });
  } catch (error) {
    await store.delete(photoFolder(photo.id)).catch(() => undefined);
    throw error;
  }
  return toListingPhoto(photo);
}

/**
 * Deletes the photo's row, then its files. Files left behind by a failing disk are logged: no URL reaches them once
 * the row is gone.
 */
export async function deletePhoto(
  db: Db,
  store: PhotoStore,
  owner: ListingOwner,
  listingId: string,
  photoId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!isUuid(photoId)) throw new NotFoundError();
  await db.transaction(async (tx) => {
    if (!(await lockOwnedListing(tx, owner, listingId))) throw new NotFoundError();
    const deleted = await tx
      .delete(ph)
      .where(and(eq(ph.id, photoId), eq(ph.propertyId, listingId)))
      .returning({ id: ph.id });
    if (deleted.length === 0) throw new NotFoundError();
    await touchListing(tx, listingId);
  });
  await store.delete(photoFolder(photoId)).catch((error: unknown) => {
    log.error({ err: error, photoId }, 'listing photo deleted, its files were not');
  });
}

/** Moves one photo to `position` (0 is the cover; past the end means last); answers the listing's photos in order. */
export async function movePhoto(
  db: Db,
  owner: ListingOwner,
  listingId: string,
  photoId: string,
  position: number,
): Promise<ListingPhoto[]> {
  if (!isUuid(photoId)) throw new NotFoundError();
  return db.transaction(async (tx) => {
    if (!(await lockOwnedListing(tx, owner, listingId))) throw new NotFoundError();
    const rows = await tx
      .select({ id: ph.id, position: ph.position, width: ph.width, height: ph.height, widths: ph.widths })
      .from(ph)
      .where(eq(ph.propertyId, listingId))
      .orderBy(asc(ph.position), asc(ph.createdAt));
    const from = rows.findIndex((row) => row.id === photoId);
    if (from === -1) throw new NotFoundError();
    const [moved] = rows.splice(from, 1);
    rows.splice(Math.min(position, rows.length), 0, moved!);
    for (const [index, row] of rows.entries()) {
      if (row.position !== index) await tx.update(ph).set({ position: index }).where(eq(ph.id, row.id));
    }
    await touchListing(tx, listingId);
    return rows.map(toListingPhoto);
  });
}

const servedFile = /^([1-9]\d{0,4})\.webp$/;

/**
 * One stored size of a photo, by its URL's parts (`/media/listings/<photoId>/<width>.webp`): null unless the photo
 * exists and has that width. Draft listings' photos are served too: their ids are random.
 */
export async function photoFile(db: Db, store: PhotoStore, photoId: string, file: string): Promise<StoredObject | null> {
  const width = Number(servedFile.exec(file)?.[1] ?? Number.NaN);
  if (!isUuid(photoId) || !Number.isInteger(width)) return null;
  const [row] = await db.select({ widths: ph.widths }).from(ph).where(eq(ph.id, photoId));
  if (!row?.widths.includes(width)) return null;
  return store.get(photoKey(photoId, width));
}
