// The listings a buyer's plan holds (docs/product/screens.md#the-plan-follows-the-buyer): published or sold ones
// (a sold one stays in the plan, marked sold); a draft, or a withdrawn publisher's listing, is as if it did not exist.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlanProperty } from '../../../shared/schemas/plan';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { browseColumns, visibleToBuyers } from './columns';

const t = schema.properties;
/** The plan's fields, picked from the buyer's list columns (so a column added later cannot leak) plus the status. */
const { id, title, priceCents, sizeM2, type, municipality, bedrooms, bathrooms, description, imageUrl, status } = browseColumns;
const propertyFields = { id, title, priceCents, sizeM2, type, municipality, bedrooms, bathrooms, description, imageUrl, status };

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
