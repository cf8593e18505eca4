// Publishing listings (docs/product/listings.md): what the publishing screens, the photos and the CSV import share.
import { and, eq, type SQL } from 'drizzle-orm';
import type { ListingFields } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { ListingOwner } from './owner';

export type { ListingOwner } from './owner';
export { institutionOwnerOf, operatorOwnerOf } from './owner';
/** The listing pages' keyset cursors, shared with the buyers' browse (properties). */
export { cursorInstant, decodeListingCursor, encodeListingCursor, type ListingCursor } from './cursor';

const t = schema.properties;

/** The rows this owner may change: an institution its own (examples never); the operator every one. */
export function ownedBy(owner: ListingOwner): SQL | undefined {
  return owner.kind === 'institution' ? and(eq(t.institutionId, owner.institutionId), eq(t.isExample, false)) : undefined;
}

/**
 * The listing if this owner may change it, locked for the caller's transaction; null otherwise, so another
 * institution's listing answers 404 like a missing one.
 */
export async function lockOwnedListing(tx: Db, owner: ListingOwner, id: string) {
  const [row] = await tx
    .select({ id: t.id, institutionId: t.institutionId, status: t.status, isExample: t.isExample, publishedAt: t.publishedAt })
    .from(t)
    .where(and(eq(t.id, id), ownedBy(owner)))
    .for('update');
  return row ?? null;
}

type NewListing = ListingFields & { status?: 'draft' | 'published' };

/** Writes new listings for this owner in one statement (the operator's have no institution); returns their ids. */
export async function insertListings(tx: Db, owner: ListingOwner, listings: readonly NewListing[]): Promise<string[]> {
  if (listings.length === 0) return [];
  const now = new Date();
  const rows = listings.map((fields) => ({
    id: crypto.randomUUID(),
    title: fields.title,
    description: fields.description,
    priceCents: fields.priceCents,
    type: fields.type,
    municipality: fields.municipality,
    barrio: fields.barrio ?? null,
    addressLine: fields.addressLine ?? null,
    sizeM2: fields.sizeM2,
    bedrooms: fields.bedrooms,
    bathrooms: fields.bathrooms,
    lotSizeM2: fields.lotSizeM2,
    floodZone: fields.floodZone,
    yearBuilt: fields.yearBuilt,
    // Left out by a publisher or a file that predates them: no bill, and the rules unknown.
    crimAnnualTaxCents: fields.crimAnnualTaxCents ?? null,
    construction: fields.construction ?? 'desconocido',
    vacantAtClosing: fields.vacantAtClosing ?? 'desconocido',
    urbanCentreCertified: fields.urbanCentreCertified ?? 'desconocido',
    contactMethod: fields.contactMethod ?? null,
    institutionId: owner.kind === 'institution' ? owner.institutionId : null,
    createdByUserId: owner.userId,
    status: fields.status ?? ('draft' as const),
    publishedAt: fields.status === 'published' ? now : null,
    createdAt: now,
    updatedAt: now,
  }));
  await tx.insert(t).values(rows);
  return rows.map((row) => row.id);
}

/** One new listing (a draft unless `status` says otherwise); returns its id. */
export async function insertListing(tx: Db, owner: ListingOwner, fields: NewListing): Promise<string> {
  const [id] = await insertListings(tx, owner, [fields]);
  return id!;
}
