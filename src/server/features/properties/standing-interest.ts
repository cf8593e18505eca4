// Whether a buyer's "Me interesa" on a listing still stands: asked, and its consent neither withdrawn nor undone
// (docs/product/listings.md#the-address). The address line and the interest on the detail page depend on it.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

const li = schema.listingInterests;
const cr = schema.connectionRequests;
const c = schema.conversations;

export async function standingInterest(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select({ askedAt: li.createdAt, connectionRequestId: cr.id, conversationId: c.id })
    .from(li)
    .innerJoin(cr, eq(cr.id, li.connectionRequestId))
    .leftJoin(c, and(eq(c.userId, li.userId), eq(c.institutionId, li.institutionId)))
    .where(
      and(eq(li.propertyId, propertyId), eq(li.userId, userId), eq(cr.status, 'accepted'), isNotNull(cr.unlockedAt), isNull(cr.revokedAt)),
    )
    .orderBy(desc(li.createdAt))
    .limit(1);
  return row ?? null;
}
