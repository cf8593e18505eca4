// GET /api/properties/{id} (docs/product/listings.md#browsing): a published or sold listing (a draft is not found),
// with the address line only while this buyer's "Me interesa" on it stands.
import { and, eq } from 'drizzle-orm';
import { assistancePropertyCheck } from '../../../shared/domain/assistance-property';
import { listingCopy } from '../../../shared/copy/listings';
import type { AssistanceParameters } from '../../../shared/programme';
import type { PropertyDetail } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { photosOf } from '../listing-photos/service';
import { browseColumns, toBrowseListing, visibleToBuyers } from './columns';
import { standingInterest } from './standing-interest';

const t = schema.properties;
const inst = schema.institutions;

/** `assistance`: the assistance programme's version in force, which the listing's badge is judged by. */
export async function propertyDetail(db: Db, userId: string, id: string, assistance: AssistanceParameters): Promise<PropertyDetail> {
  const [row] = await db
    .select({ ...browseColumns, institutionId: t.institutionId, contactMethod: t.contactMethod, addressLine: t.addressLine })
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(and(eq(t.id, id), visibleToBuyers(['published', 'sold'])));
  if (!row) throw new NotFoundError(listingCopy.notFound);
  const interest = await standingInterest(db, userId, row.id);
  const photos = (await photosOf(db, [row.id])).get(row.id) ?? [];
  return {
    ...toBrowseListing(row, photos),
    photos,
    contactMethod: row.contactMethod,
    addressLine: interest ? row.addressLine : null,
    canAsk: row.institutionId !== null && row.status === 'published' && !row.isExample,
    interest: interest ? { askedAt: interest.askedAt.toISOString(), conversationId: interest.conversationId } : null,
    assistance: assistancePropertyCheck(row, assistance),
  };
}
