// "Me interesa" (docs/product/listings.md#me-interesa): the buyer asks the publishing institution about its listing.
// That is the buyer's own consent, so it costs the institution nothing: in one transaction the request between them
// is accepted and unlocked (origin 'buyer', no payment), the consent record keeps the text the buyer saw, the
// conversation opens with the buyer's message, the staff are told, and `lead.unlocked` is queued for its webhooks.
import { and, eq } from 'drizzle-orm';
import { listingCopy } from '../../../shared/copy/listings';
import { listingInterestConsentText, type ListingInterestResult } from '../../../shared/schemas/listings';
import { screens } from '../../../shared/screens';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import type { PaymentProvider } from '../../payments/provider';
import { publishEvent } from '../../live/publish';
import { listingInterestEmail } from '../../mail/templates';
import { buyerFacingName } from '../institutions/service';
import { notifyInstitutionStaff } from '../notifications/service';
import { queueWebhookEvent } from '../webhooks/service';
import { visibleToBuyers } from './columns';
import { conversationIdOf, openBuyerConversation } from './interest-conversation';

const t = schema.properties;
const inst = schema.institutions;
const l = schema.leads;
const cr = schema.connectionRequests;
const li = schema.listingInterests;

/** The listing, kept from changing until the answer commits; only an institution's published listing can be asked about. */
async function askableListing(tx: Db, propertyId: string) {
  const [listing] = await tx
    .select({
      id: t.id,
      title: t.title,
      status: t.status,
      isExample: t.isExample,
      institutionId: t.institutionId,
      institutionName: buyerFacingName,
    })
    .from(t)
    .leftJoin(inst, eq(inst.id, t.institutionId))
    .where(and(eq(t.id, propertyId), visibleToBuyers(['published', 'sold'])))
    .for('share', { of: t });
  if (!listing) throw new NotFoundError(listingCopy.notFound);
  if (listing.institutionId === null || listing.isExample) throw new ConflictError(listingCopy.operatorListing);
  if (listing.status !== 'published') throw new ConflictError(listingCopy.soldListing);
  return { ...listing, institutionId: listing.institutionId };
}

/** The buyer's lead, locked: institutions' requests lock it too, so theirs and this answer queue up. */
async function lockLead(tx: Db, userId: string) {
  const [lead] = await tx
    .select({ id: l.id, buyerVerified: l.buyerVerified, contactPreferences: l.contactPreferences })
    .from(l)
    .where(eq(l.userId, userId))
    .for('update');
  if (!lead) throw new ConflictError(listingCopy.needsLead);
  // Only a confirmed address is worth the institution's answer (the same rule as leads on sale, decision 0062).
  if (!lead.buyerVerified) throw new ConflictError(listingCopy.needsVerifiedEmail);
  return lead;
}

/**
 * The request between this lead and institution, accepted and unlocked from now: created, or an existing one answered
 * (pending, paid or not; declined; accepted but not unlocked; revoked, which this new consent restores). `changed` is
 * false when it already stood unlocked. An unpaid institution draft becomes the buyer's (origin 'buyer'), so the buyer
 * can revoke it; a paid one keeps its origin.
 */
async function acceptAndUnlock(tx: Db, leadId: string, institutionId: string, now: Date) {
  const [existing] = await tx
    .select({
      id: cr.id,
      status: cr.status,
      origin: cr.origin,
      requestPaymentId: cr.requestPaymentId,
      unlockedAt: cr.unlockedAt,
      revokedAt: cr.revokedAt,
    })
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId)))
    .for('update');
  if (!existing) {
    const [created] = await tx
      .insert(cr)
      .values({ leadId, institutionId, status: 'accepted', origin: 'buyer', respondedAt: now, unlockedAt: now })
      .returning({ id: cr.id });
    return { id: created!.id, changed: true, abandoned: [] };
  }
  if (existing.status === 'accepted' && existing.unlockedAt && !existing.revokedAt)
    return { id: existing.id, changed: false, abandoned: [] };
  const acceptedBefore = existing.status === 'accepted' && !existing.revokedAt;
  await tx
    .update(cr)
    .set({
      status: 'accepted',
      origin: existing.requestPaymentId ? existing.origin : 'buyer',
      ...(acceptedBefore ? {} : { respondedAt: now }),
      unlockedAt: now,
      revokedAt: null,
      revokeReason: null,
    })
    .where(eq(cr.id, existing.id));
  // A checkout the institution left open for this request would now charge for what the buyer gave for free: it is
  // canceled here, and its provider session expired once this commits (as replaced checkouts are, decision 0050).
  const abandoned = await tx
    .update(schema.payments)
    .set({ status: 'canceled' })
    .where(and(eq(schema.payments.connectionRequestId, existing.id), eq(schema.payments.status, 'pending')))
    .returning({ sessionId: schema.payments.providerSessionId });
  return { id: existing.id, changed: true, abandoned: abandoned.map((row) => row.sessionId) };
}

export async function askAboutListing(
  deps: { db: Db; provider: PaymentProvider; publicUrl: string },
  userId: string,
  propertyId: string,
  message: string,
  /** Who asked, keyed (`clientHasher` in consent-record), for the consent record. */
  clientHash: string,
): Promise<ListingInterestResult> {
  const { result, abandoned } = await deps.db.transaction((tx) => answer(tx, userId, propertyId, message, clientHash, deps.publicUrl));
  // After the commit, and whatever the provider says: the payment rows are already canceled.
  await Promise.allSettled(
    abandoned.filter((id) => !id.startsWith('opening:')).map((sessionId) => deps.provider.expireCheckout(sessionId)),
  );
  return result;
}

/** The whole answer, in the caller's transaction; `abandoned`: provider sessions of checkouts it canceled. */
async function answer(
  tx: Db,
  userId: string,
  propertyId: string,
  message: string,
  clientHash: string,
  publicUrl: string,
): Promise<{ result: ListingInterestResult; abandoned: string[] }> {
  const listing = await askableListing(tx, propertyId);
  const lead = await lockLead(tx, userId);
  const now = new Date();
  const request = await acceptAndUnlock(tx, lead.id, listing.institutionId, now);

  const [asked] = await tx
    .select({ id: li.id, createdAt: li.createdAt })
    .from(li)
    .where(and(eq(li.propertyId, listing.id), eq(li.userId, userId)));
  const conversation = { userId, institutionId: listing.institutionId, leadId: lead.id, institutionName: listing.institutionName };
  // Asked already, and that consent stands: the same answer, nothing written twice (the buyer writes in the conversation).
  if (asked && !request.changed) {
    const conversationId = await conversationIdOf(tx, conversation);
    return { result: { conversationId, connectionRequestId: request.id, askedAt: asked.createdAt.toISOString() }, abandoned: [] };
  }

  await tx.insert(schema.consentRecords).values({
    userId,
    institutionId: listing.institutionId,
    leadId: lead.id,
    connectionRequestId: request.id,
    decision: 'accepted',
    consentText: listingInterestConsentText(listing.institutionName, listing.title),
    clientHash,
    contactPreferences: lead.contactPreferences,
    createdAt: now,
  });
  // One row per buyer and listing: asking again after a revocation moves it to now and to the restored request.
  if (asked) await tx.update(li).set({ createdAt: now, connectionRequestId: request.id }).where(eq(li.id, asked.id));
  else
    await tx
      .insert(li)
      .values({ propertyId: listing.id, userId, institutionId: listing.institutionId, connectionRequestId: request.id, createdAt: now });

  const conversationId = await openBuyerConversation(tx, conversation, message || listingCopy.defaultInterestMessage(listing.title));
  await notifyInstitutionStaff(
    tx,
    listing.institutionId,
    {
      kind: 'listing-interest',
      title: `Un comprador pregunta por «${listing.title}»`,
      body: `Un comprador pulsó «Me interesa» en «${listing.title}». Ya puedes ver su contacto en el portal y responderle en Mensajes.`,
      link: screens.institutionMessages,
    },
    listingInterestEmail(publicUrl, { listingTitle: listing.title }),
  );
  if (request.changed) {
    await publishEvent(
      tx,
      { kind: 'institution', id: listing.institutionId },
      { type: 'request-answered', payload: { leadId: lead.id, requestStatus: 'accepted' } },
    );
    // Ids only, as every event (docs/webhooks.md); `cause` tells this free unlock from a paid one.
    await queueWebhookEvent(tx, {
      institutionId: listing.institutionId,
      type: 'lead.unlocked',
      data: {
        leadId: lead.id,
        connectionRequestId: request.id,
        unlockedAt: now.toISOString(),
        cause: 'buyer_interest',
        listingId: listing.id,
      },
    });
  }
  return {
    result: { conversationId, connectionRequestId: request.id, askedAt: now.toISOString() },
    abandoned: request.abandoned,
  };
}
