// GET /api/properties (docs/product/listings.md#browsing): published listings with the buyer's filters, 12 a page
// with a keyset cursor. Three queries: the page (with its publisher), the count (with the municipalities), the photos.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { listingCopy } from '../../../shared/copy/listings';
import { dollarsToCents } from '../../../shared/money';
import { propertiesPageSize, type PropertiesPage, type PropertySort, type propertiesQuerySchema } from '../../../shared/schemas/listings';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError } from '../../http/errors';
import { latestCalculation } from '../calculator/service';
import { photosOf } from '../listing-photos/service';
import { cursorInstant, decodeListingCursor, encodeListingCursor, type ListingCursor } from '../listings/service';
import { browseColumns, toBrowseListing, visibleToBuyers } from './columns';

const t = schema.properties;
const inst = schema.institutions;

type PropertiesQuery = z.output<typeof propertiesQuerySchema>;

/** The filters as SQL; `fits` reads the buyer's latest calculation, and without one asks for it. */
async function filterConditions(db: Db, userId: string, query: PropertiesQuery): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (query.minPrice !== undefined) conditions.push(gte(t.priceCents, dollarsToCents(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(t.priceCents, dollarsToCents(query.maxPrice)));
  if (query.municipio) conditions.push(eq(t.municipality, query.municipio));
  if (query.type && query.type.length > 0) conditions.push(inArray(t.type, query.type));
  // "At least 0 bedrooms" is no filter at all: solares (no bedrooms) stay in.
  if (query.bedrooms) conditions.push(gte(t.bedrooms, query.bedrooms));
  if (query.fits) {
    const run = await latestCalculation(db, userId);
    if (!run) throw new ConflictError(listingCopy.noBudgetYet);
    conditions.push(lte(t.priceCents, dollarsToCents(run.totalBudget)));
  }
  return conditions;
}

/** Each order as the partial indexes serve it, the row's key for the next cursor, and "after this cursor". */
const orders: Record<PropertySort, { orderBy: SQL[]; key: SQL; after: (cursor: ListingCursor) => SQL }> = {
  newest: {
    // NULLS LAST as in properties_published_newest_idx, so PostgreSQL reads the order from it.
    orderBy: [sql`${t.publishedAt} desc nulls last`, sql`${t.id} desc nulls last`],
    key: cursorInstant(t.publishedAt),
    after: (c) => sql`(${t.publishedAt}, ${t.id}) < (${c.key}::timestamptz, ${c.id})`,
  },
  price_asc: {
    orderBy: [asc(t.priceCents), asc(t.id)],
    key: sql`${t.priceCents}`,
    after: (c) => sql`(${t.priceCents}, ${t.id}) > (${c.key}::int, ${c.id})`,
  },
  price_desc: {
    orderBy: [desc(t.priceCents), desc(t.id)],
    key: sql`${t.priceCents}`,
    after: (c) => sql`(${t.priceCents}, ${t.id}) < (${c.key}::int, ${c.id})`,
  },
};

export async function browseListings(db: Db, userId: string, query: PropertiesQuery): Promise<PropertiesPage> {
  const sort = query.sort ?? 'newest';
  const order = orders[sort];
  const after = query.cursor ? decodeListingCursor(sort, query.cursor) : null;
  const visible = visibleToBuyers(['published']);
  const filters = await filterConditions(db, userId, query);

  const rows = await db
    .select({ ...browseColumns, sortKey: order.key })
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(and(visible, ...filters, after ? order.after(after) : undefined))
    .orderBy(...order.orderBy)
    .limit(propertiesPageSize + 1);

  // The select's choices come from every published listing, whatever the filters.
  const municipalities = db
    .select({ names: sql`coalesce(array_agg(distinct ${t.municipality}), '{}')` })
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(visible);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int`, municipalities: sql<string[]>`(${municipalities})` })
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(and(visible, ...filters));

  const page = rows.slice(0, propertiesPageSize);
  const photos = await photosOf(
    db,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toBrowseListing(row, photos.get(row.id))),
    total: Number(counted?.total ?? 0),
    nextCursor:
      rows.length > propertiesPageSize && last
        ? encodeListingCursor(sort, { key: sort === 'newest' ? String(last.sortKey) : Number(last.sortKey), id: last.id })
        : null,
    municipalities: [...(counted?.municipalities ?? [])].sort((a, b) => a.localeCompare(b, 'es')),
  };
}
