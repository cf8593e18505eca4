// What the publishing screens read (docs/product/listings.md#who-publishes): an institution its own listings, the
// operator every one. Every field is picked by name, so a column added later never reaches a response.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { listingCopy } from '../../../shared/copy/listings';
import { ownerListingsPageSize, type ListingStatus, type OwnerListing, type OwnerListingsPage } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { photosOf } from '../listing-photos/service';
import { cursorInstant, decodeListingCursor, encodeListingCursor } from './cursor';
import { ownedBy, type ListingOwner } from './service';

const t = schema.properties;
const inst = schema.institutions;
const li = schema.listingInterests;

const ownerColumns = {
  id: t.id,
  title: t.title,
  description: t.description,
  priceCents: t.priceCents,
  type: t.type,
  municipality: t.municipality,
  barrio: t.barrio,
  addressLine: t.addressLine,
  sizeM2: t.sizeM2,
  bedrooms: t.bedrooms,
  bathrooms: t.bathrooms,
  lotSizeM2: t.lotSizeM2,
  floodZone: t.floodZone,
  yearBuilt: t.yearBuilt,
  crimAnnualTaxCents: t.crimAnnualTaxCents,
  construction: t.construction,
  vacantAtClosing: t.vacantAtClosing,
  urbanCentreCertified: t.urbanCentreCertified,
  contactMethod: t.contactMethod,
  imageUrl: t.imageUrl,
  status: t.status,
  isExample: t.isExample,
  // Staff screens show the plain name (the buyer-facing " (prueba)" is for buyers).
  institutionName: inst.name,
  // A count only: who asked is the connection request's business, behind its consent.
  interestCount: sql<number>`(select count(*)::int from ${li} where ${li.propertyId} = ${t.id})`,
  publishedAt: t.publishedAt,
  updatedAt: t.updatedAt,
  cursorTime: cursorInstant(t.updatedAt),
};

function selectOwned(db: Db, owner: ListingOwner, conditions: Array<SQL | undefined>) {
  return db
    .select(ownerColumns)
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(and(ownedBy(owner), ...conditions));
}

type OwnerRow = Awaited<ReturnType<typeof selectOwned>>[number];

async function toOwnerListings(db: Db, rows: OwnerRow[]): Promise<OwnerListing[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    type: row.type,
    municipality: row.municipality,
    barrio: row.barrio,
    addressLine: row.addressLine,
    sizeM2: row.sizeM2,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    lotSizeM2: row.lotSizeM2,
    floodZone: row.floodZone,
    yearBuilt: row.yearBuilt,
    crimAnnualTaxCents: row.crimAnnualTaxCents,
    construction: row.construction,
    vacantAtClosing: row.vacantAtClosing,
    urbanCentreCertified: row.urbanCentreCertified,
    contactMethod: row.contactMethod,
    imageUrl: row.imageUrl,
    status: row.status,
    isExample: row.isExample,
    institutionName: row.institutionName,
    photos: photos.get(row.id) ?? [],
    interestCount: Number(row.interestCount),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Most recently changed first; `status` narrows, `cursor` continues. */
export async function listOwnerListings(
  db: Db,
  owner: ListingOwner,
  query: { status?: ListingStatus; cursor?: string },
): Promise<OwnerListingsPage> {
  const after = query.cursor ? decodeListingCursor('updated', query.cursor) : null;
  const rows = await selectOwned(db, owner, [
    query.status ? eq(t.status, query.status) : undefined,
    after ? sql`(${t.updatedAt}, ${t.id}) < (${after.key}::timestamptz, ${after.id})` : undefined,
  ])
    // As properties_institution_idx orders it.
    .orderBy(sql`${t.updatedAt} desc nulls last`, sql`${t.id} desc`)
    .limit(ownerListingsPageSize + 1);
  const page = rows.slice(0, ownerListingsPageSize);
  const last = page.at(-1);
  return {
    items: await toOwnerListings(db, page),
    nextCursor: rows.length > ownerListingsPageSize && last ? encodeListingCursor('updated', { key: last.cursorTime, id: last.id }) : null,
  };
}

/** One listing this owner may change; another institution's is the same 404 as a missing one. */
export async function getOwnerListing(db: Db, owner: ListingOwner, id: string): Promise<OwnerListing> {
  const [row] = await selectOwned(db, owner, [eq(t.id, id)]);
  if (!row) throw new NotFoundError(listingCopy.notFound);
  const [listing] = await toOwnerListings(db, [row]);
  return listing!;
}
