// The sample listings (docs/product/data.md#property), read from the database.
import { asc, inArray } from 'drizzle-orm';
import type { Property } from '../../../shared/schemas/properties';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

const t = schema.properties;
/** Picks the public fields, so a column added later cannot leak. */
const propertyFields = {
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
};

/** Cheapest first. */
export function listProperties(db: Db): Promise<Property[]> {
  return db.select(propertyFields).from(t).orderBy(asc(t.priceCents), asc(t.id));
}

/** The properties with these ids that exist, in the order of `ids`. */
export async function findProperties(db: Db, ids: readonly string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(propertyFields)
    .from(t)
    .where(inArray(t.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
