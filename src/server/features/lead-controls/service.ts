// The buyer's control over new requests and contact (docs/product/buyer-control.md): the limit on open requests, the
// pause, and how and when institutions may reach them. All of it lives on the buyer's one lead.
import { eq } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { ContactPreferences, LeadControls } from '../../../shared/schemas/buyer-control';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError, ConflictError } from '../../http/errors';

const l = schema.leads;
type LeadChange = Partial<Pick<typeof l.$inferInsert, 'requestLimit' | 'requestsPausedAt' | 'contactPreferences'>>;

const controlsColumns = {
  requestsPausedAt: l.requestsPausedAt,
  requestLimit: l.requestLimit,
  openRequests: l.openRequests,
  contactPreferences: l.contactPreferences,
};

function toControls(row: { [K in keyof typeof controlsColumns]: (typeof l.$inferSelect)[K] }, defaultLimit: number): LeadControls {
  return {
    paused: row.requestsPausedAt !== null,
    requestLimit: row.requestLimit,
    defaultRequestLimit: defaultLimit,
    openRequests: row.openRequests,
    contactPreferences: row.contactPreferences,
  };
}

/** The buyer's controls, or null before the buyer asked to be contacted (no lead, nothing to control). */
export async function leadControls(db: Db, userId: string, defaultLimit: number): Promise<LeadControls | null> {
  const [row] = await db.select(controlsColumns).from(l).where(eq(l.userId, userId));
  return row ? toControls(row, defaultLimit) : null;
}

async function changeLead(db: Db, userId: string, change: LeadChange, defaultLimit: number): Promise<LeadControls> {
  const [row] = await db
    .update(l)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(l.userId, userId))
    .returning(controlsColumns);
  if (!row) throw new ConflictError(marketplaceCopy.noLeadYet);
  return toControls(row, defaultLimit);
}

/** "No quiero más solicitudes por ahora": paused, the lead takes no new request; requests already sent stay. */
export function setPaused(db: Db, userId: string, paused: boolean, defaultLimit: number): Promise<LeadControls> {
  return changeLead(db, userId, { requestsPausedAt: paused ? new Date() : null }, defaultLimit);
}

/** The buyer may only lower the limit; null goes back to the default. */
export function setRequestLimit(db: Db, userId: string, requestLimit: number | null, defaultLimit: number): Promise<LeadControls> {
  if (requestLimit !== null && requestLimit > defaultLimit) throw new BadRequestError(marketplaceCopy.requestLimitTooHigh(defaultLimit));
  return changeLead(db, userId, { requestLimit }, defaultLimit);
}

/** Institutions that unlocked the buyer read the new preferences at once, beside the contact data. */
export function setContactPreferences(db: Db, userId: string, contactPreferences: ContactPreferences, defaultLimit: number) {
  return changeLead(db, userId, { contactPreferences }, defaultLimit);
}
