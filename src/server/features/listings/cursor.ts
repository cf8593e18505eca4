// Keyset cursors of the listing pages: the order they belong to, the last row's sort key and its id, opaque to the
// client (base64url). A cursor comes back as input, so it is checked like any: a Spanish 400 unless it is one of ours
// for this same order.
import { sql, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { listingLimits } from '../../../shared/schemas/listings';
import { utcInstant } from '../../../shared/schemas/filters';
import { BadRequestError } from '../../http/errors';

/** Listing ids: uuids, and the sample homes' `prop-N`. */
const listingId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

/** Which key a cursor holds: an instant (to the microsecond) or a price in cents. */
export type CursorOrder = 'updated' | 'newest' | 'price_asc' | 'price_desc';
const keyOf: Record<CursorOrder, z.ZodType<string | number>> = {
  updated: utcInstant,
  newest: utcInstant,
  // Bounded as prices are, so a forged cursor cannot overflow the column's type (a 500).
  price_asc: z.number().int().min(0).max(listingLimits.maxPriceCents),
  price_desc: z.number().int().min(0).max(listingLimits.maxPriceCents),
};

export interface ListingCursor {
  key: string | number;
  id: string;
}

export const encodeListingCursor = (order: CursorOrder, cursor: ListingCursor) =>
  Buffer.from(JSON.stringify([order, cursor.key, cursor.id])).toString('base64url');

export function decodeListingCursor(order: CursorOrder, text: string): ListingCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    throw new BadRequestError(marketplaceCopy.invalidCursor);
  }
  const result = z.tuple([z.literal(order), keyOf[order], listingId]).safeParse(parsed);
  if (!result.success) throw new BadRequestError(marketplaceCopy.invalidCursor);
  return { key: result.data[1], id: result.data[2] };
}

/** A timestamp as cursors carry it: UTC to the microsecond, as PostgreSQL stores it (a Date would round it). */
export const cursorInstant = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
