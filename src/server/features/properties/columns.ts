// What buyers read of a listing (docs/product/listings.md#browsing): picked by name, never the address line or the
// contact method in a list, and only listings a buyer may see.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { operatorPublisherName } from '../../../shared/copy/listings';
import type { BrowseListing, ListingPhoto, ListingStatus } from '../../../shared/schemas/listings';
import { schema } from '../../db/client';
import { buyerFacingName } from '../institutions/service';

const t = schema.properties;
const inst = schema.institutions;

/**
 * Listings in these states whose publisher still publishes: the operator, or an active institution (a deactivated
 * one could not answer "Me interesa"). Needs `institutions` left-joined.
 */
export const visibleToBuyers = (statuses: ListingStatus[]) =>
  and(inArray(t.status, statuses), or(isNull(t.institutionId), eq(inst.active, true)));

export const browseColumns = {
  id: t.id,
  title: t.title,
  priceCents: t.priceCents,
  sizeM2: t.sizeM2,
  type: t.type,
  municipality: t.municipality,
  bedrooms: t.bedrooms,
  bathrooms: t.bathrooms,
  description: t.description,
  imageUrl: t.imageUrl,
  barrio: t.barrio,
  lotSizeM2: t.lotSizeM2,
  floodZone: t.floodZone,
  yearBuilt: t.yearBuilt,
  crimAnnualTaxCents: t.crimAnnualTaxCents,
  construction: t.construction,
  vacantAtClosing: t.vacantAtClosing,
  urbanCentreCertified: t.urbanCentreCertified,
  isExample: t.isExample,
  status: t.status,
  // The institution's name as buyers see it, or the programme for the operator's own.
  publisherName: sql<string>`coalesce(${buyerFacingName}, ${operatorPublisherName})`,
  publishedAt: t.publishedAt,
};

type BrowseRow = Omit<BrowseListing, 'coverPhoto' | 'publishedAt'> & { publishedAt: Date | null };

export function toBrowseListing(row: BrowseRow, photos: ListingPhoto[] | undefined): BrowseListing {
  return {
    id: row.id,
    title: row.title,
    priceCents: row.priceCents,
    sizeM2: row.sizeM2,
    type: row.type,
    municipality: row.municipality,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    description: row.description,
    imageUrl: row.imageUrl,
    barrio: row.barrio,
    lotSizeM2: row.lotSizeM2,
    floodZone: row.floodZone,
    yearBuilt: row.yearBuilt,
    crimAnnualTaxCents: row.crimAnnualTaxCents,
    construction: row.construction,
    vacantAtClosing: row.vacantAtClosing,
    urbanCentreCertified: row.urbanCentreCertified,
    isExample: row.isExample,
    status: row.status,
    publisherName: row.publisherName,
    coverPhoto: photos?.[0] ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
