// Creating and changing listings (docs/product/listings.md#who-publishes): each in one transaction, answered with the
// listing as the publishing screen reads it.
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { listingCopy } from '../../../shared/copy/listings';
import type { ListingFields, ListingStatus, OwnerListing } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { getOwnerListing } from './read';
import { insertListing, lockOwnedListing, type ListingOwner } from './service';

const t = schema.properties;

/** A new listing always starts as a draft. */
export function createListing(db: Db, owner: ListingOwner, fields: ListingFields): Promise<OwnerListing> {
  return db.transaction(async (tx) => getOwnerListing(tx, owner, await insertListing(tx, owner, fields)));
}

type ListingPatch = Partial<ListingFields> & { status?: ListingStatus };

const editable = [
  'title',
  'description',
  'priceCents',
  'type',
  'municipality',
  'barrio',
  'addressLine',
  'sizeM2',
  'bedrooms',
  'bathrooms',
  'lotSizeM2',
  'floodZone',
  'yearBuilt',
  'crimAnnualTaxCents',
  'construction',
  'vacantAtClosing',
  'urbanCentreCertified',
  'contactMethod',
] as const satisfies ReadonlyArray<keyof ListingFields>;

/**
 * The fields sent, and/or a move between draft, published and sold: the first publication stamps `publishedAt` (a
 * listing unpublished and published again keeps its place among the newest), a sale stamps `soldAt`.
 */
export function updateListing(db: Db, owner: ListingOwner, id: string, patch: ListingPatch): Promise<OwnerListing> {
  return db.transaction(async (tx) => {
    const current = await lockOwnedListing(tx, owner, id);
    if (!current) throw new NotFoundError(listingCopy.notFound);
    const now = new Date();
    const changes: PgUpdateSetSource<typeof t> = { updatedAt: now };
    for (const key of editable) {
      if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
    }
    // Buyers see sold listings (a saved one stays in the plan, marked sold): one never published must not appear that way.
    if (patch.status === 'sold' && !current.publishedAt) throw new ConflictError(listingCopy.soldBeforePublished);
    if (patch.status && patch.status !== current.status) {
      changes.status = patch.status;
      if (patch.status === 'published') changes.publishedAt = sql`coalesce(${t.publishedAt}, ${now.toISOString()}::timestamptz)`;
      changes.soldAt = patch.status === 'sold' ? now : null;
    }
    await tx.update(t).set(changes).where(eq(t.id, current.id));
    return getOwnerListing(tx, owner, current.id);
  });
}
