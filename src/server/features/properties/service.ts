// The listings a buyer's plan holds (docs/product/screens.md#the-plan-follows-the-buyer): published or sold ones
// (a sold one stays in the plan, marked sold); a draft, or a withdrawn publisher's listing, is as if it did not exist.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlanProperty } from '../../../shared/schemas/plan';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { visibleToBuyers } from './columns';

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
  status: t.status,
};

/** The properties with these ids a buyer may see, in the order of `ids`. */
export async function findProperties(db: Db, ids: readonly string[]): Promise<PlanProperty[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(propertyFields)
    .from(t)
    .leftJoin(schema.institutions, eq(schema.institutions.id, t.institutionId))
    .where(and(inArray(t.id, [...ids]), visibleToBuyers(['published', 'sold'])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
