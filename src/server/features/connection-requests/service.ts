// The buyer's side of a connection request: see the paid ones, answer once, with a consent record (docs/product/roles.md#consent-is-recorded).
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { ContactPreferences } from '../../../shared/schemas/buyer-control';
import { screens } from '../../../shared/screens';
import { consentText, type ContactHolder, type RespondToRequest, type UserConnectionRequest } from '../../../shared/schemas/leads';
import { openContact, sealContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { queueEmail } from '../../mail/outbox';
import { consentRevokedEmail, requestAnsweredEmail } from '../../mail/templates';
import { publishEvent } from '../../live/publish';
import { endSharesOfRequest } from '../buyer-documents/service';
import { contactAttemptsOnLead } from '../consent-record/service';
import { closeConversationBetween } from '../conversations/service';
import { buyerFacingName } from '../institutions/service';
import { notifyInstitutionStaff } from '../notifications/service';
import { queueWebhookEvent } from '../webhooks/service';

const cr = schema.connectionRequests;
const l = schema.leads;
const inst = schema.institutions;

/**
 * The requests an institution paid for and the ones the buyer started with "Me interesa" (origin 'buyer',
 * docs/product/listings.md#me-interesa): the same ones the buyer may answer or revoke (lockAnswerableRequest). An
 * institution's unpaid draft is not the buyer's business. A buyer's own request dates from when the buyer asked.
 */
export async function listUserConnectionRequests(db: Db, userId: string): Promise<UserConnectionRequest[]> {
  const since = sql<Date | null>`coalesce(${cr.purchasedAt}, ${cr.respondedAt})`.mapWith((value: string | Date | null) =>
    value ? new Date(value) : null,
  );
  const rows = await db
    .select({
      id: cr.id,
      leadId: cr.leadId,
      bankName: buyerFacingName,
      requestStatus: cr.status,
      origin: cr.origin,
      municipio: l.municipio,
      precioMeta: l.precioMeta,
      since,
      userResponse: cr.userMessage,
      respondedAt: cr.respondedAt,
      revokedAt: cr.revokedAt,
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(l.userId, userId), or(isNotNull(cr.requestPaymentId), eq(cr.origin, 'buyer'))))
    .orderBy(desc(sql`coalesce(${cr.purchasedAt}, ${cr.respondedAt})`));
  return rows.map(({ since, respondedAt, revokedAt, ...row }) => ({
    ...row,
    // The buyer's own words, sealed at rest: they often carry a phone or an hour to call (docs/decisions/0123-…).
    userResponse: openContact(row.userResponse),
    createdAt: (since ?? new Date(0)).toISOString(),
    respondedAt: respondedAt?.toISOString() ?? null,
    revokedAt: revokedAt?.toISOString() ?? null,
  }));
}

/**
 * One of this buyer's requests, locked for the answer or the revocation: one an institution paid for, or one the buyer
 * started with "Me interesa" (docs/product/listings.md#me-interesa). Anything else (unknown, someone else's, an
 * institution's unpaid draft) is not found.
 */
async function lockAnswerableRequest(tx: Db, userId: string, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError(marketplaceCopy.requestNotFound);
  const [request] = await tx
    .select({
      id: cr.id,
      status: cr.status,
      paid: cr.requestPaymentId,
      origin: cr.origin,
      revokedAt: cr.revokedAt,
      leadId: cr.leadId,
      institutionId: cr.institutionId,
      bankName: buyerFacingName,
      municipio: l.municipio,
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(cr.id, requestId), eq(l.userId, userId)))
    .for('update', { of: cr });
  if (!request || (!request.paid && request.origin !== 'buyer')) throw new NotFoundError(marketplaceCopy.requestNotFound);
  return request;
}

/**
 * The answer, its consent record and the institution's e-mails commit together or not at all. Contact preferences
 * sent with an acceptance become the buyer's, and the consent record keeps the ones the institution will see.
 */
export async function respondToRequest(
  db: Db,
  userId: string,
  requestId: string,
  answer: RespondToRequest & { userMessage: string },
  /** Who answered, keyed (`clientHasher` in consent-record): the record keeps neither address nor browser. */
  clientHash: string,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const request = await lockAnswerableRequest(tx, userId, requestId);
    if (request.status !== 'pending') throw new ConflictError(marketplaceCopy.alreadyAnswered);

    const now = new Date();
    await tx
      .update(cr)
      .set({ status: answer.response, userMessage: sealContact(answer.userMessage || null), respondedAt: now })
      .where(eq(cr.id, request.id));
    let preferences: ContactPreferences | null = null;
    if (answer.response === 'accepted') {
      const [lead] = answer.contactPreferences
        ? await tx
            .update(l)
            .set({ contactPreferences: answer.contactPreferences })
            .where(eq(l.id, request.leadId))
            .returning({ contactPreferences: l.contactPreferences })
        : await tx.select({ contactPreferences: l.contactPreferences }).from(l).where(eq(l.id, request.leadId));
      preferences = lead!.contactPreferences;
    }
    await tx.insert(schema.consentRecords).values({
      userId,
      institutionId: request.institutionId,
      leadId: request.leadId,
      connectionRequestId: request.id,
      decision: answer.response,
      consentText: consentText(request.bankName, answer.response),
      clientHash,
      contactPreferences: preferences,
      createdAt: now,
    });
    const staff = await tx
      .select({ email: schema.user.email })
      .from(schema.user)
      .where(and(eq(schema.user.institutionId, request.institutionId), eq(schema.user.active, true)));
    const content = requestAnsweredEmail(publicUrl, { municipio: request.municipio, accepted: answer.response === 'accepted' });
    for (const member of staff) await queueEmail(tx, { kind: 'request-answered', to: member.email, ...content });
    await publishEvent(
      tx,
      { kind: 'institution', id: request.institutionId },
      { type: 'request-answered', payload: { leadId: request.leadId, requestStatus: answer.response } },
    );
    // Ids only: the buyer's message and preferences stay out of the payload (docs/webhooks.md).
    await queueWebhookEvent(tx, {
      institutionId: request.institutionId,
      type: answer.response === 'accepted' ? 'request.accepted' : 'request.declined',
      data: { leadId: request.leadId, connectionRequestId: request.id, respondedAt: now.toISOString() },
    });
    return { id: request.id, requestStatus: answer.response };
  });
}

/**
 * docs/product/roles.md#consent-is-recorded: the institutions whose requests this buyer accepted, whether each unlocked the contact
 * details or lost them to a revocation, and the contact attempts their staff logged (docs/product/buyer-control.md#record-of-contacts).
 */
export async function listContactHolders(db: Db, userId: string): Promise<ContactHolder[]> {
  const rows = await db
    .select({
      requestId: cr.id,
      leadId: cr.leadId,
      institutionName: buyerFacingName,
      acceptedAt: cr.respondedAt,
      unlockedAt: cr.unlockedAt,
      revokedAt: cr.revokedAt,
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(l.userId, userId), eq(cr.status, 'accepted')))
    .orderBy(desc(cr.respondedAt));
  const attempts = rows.length === 0 ? [] : await contactAttemptsOnLead(db, rows[0]!.leadId);
  return rows.map((row) => ({
    requestId: row.requestId,
    institutionName: row.institutionName,
    acceptedAt: (row.acceptedAt ?? new Date(0)).toISOString(),
    unlockedAt: row.unlockedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    // The response schema writes the attempt's own fields only (its request id stays out).
    contactAttempts: attempts.filter((attempt) => attempt.requestId === row.requestId),
  }));
}

/**
 * docs/product/buyer-control.md#revoking-consent: the buyer withdraws an acceptance. In one transaction: the request is marked,
 * a consent record of the revocation is written, the conversation closes, and the institution's staff are told in
 * the portal and by e-mail. From the commit on, every institution answer leaves this buyer's contact data out
 * (bank-leads/query.ts), and an unlock not yet paid can no longer be.
 */
export async function revokeConsent(
  db: Db,
  userId: string,
  requestId: string,
  revocation: { reason: string },
  clientHash: string,
  publicUrl: string,
): Promise<{ id: string; revokedAt: string }> {
  return db.transaction(async (tx) => {
    const request = await lockAnswerableRequest(tx, userId, requestId);
    if (request.revokedAt) throw new ConflictError(marketplaceCopy.alreadyRevoked);
    if (request.status !== 'accepted') throw new ConflictError(marketplaceCopy.notAccepted);

    const now = new Date();
    await tx
      .update(cr)
      .set({ revokedAt: now, revokeReason: sealContact(revocation.reason || null) })
      .where(eq(cr.id, request.id));
    await tx.insert(schema.consentRecords).values({
      userId,
      institutionId: request.institutionId,
      leadId: request.leadId,
      connectionRequestId: request.id,
      decision: 'revoked',
      consentText: consentText(request.bankName, 'revoked'),
      clientHash,
      createdAt: now,
    });
    await closeConversationBetween(tx, { userId, institutionId: request.institutionId });
    // Documents shared with the institution stop being readable with this commit (docs/product/documents.md#sharing).
    await endSharesOfRequest(tx, request.id, 'revoked');
    await notifyInstitutionStaff(
      tx,
      request.institutionId,
      {
        kind: 'consent-revoked',
        title: 'El comprador retiró su consentimiento: no lo contacte',
        body: `Un comprador de ${request.municipio} retiró su consentimiento. Sus datos de contacto ya no están disponibles.`,
        link: screens.leadsDashboard,
      },
      consentRevokedEmail(publicUrl, { municipio: request.municipio }),
    );
    await publishEvent(
      tx,
      { kind: 'institution', id: request.institutionId },
      { type: 'consent-revoked', payload: { leadId: request.leadId } },
    );
    await queueWebhookEvent(tx, {
      institutionId: request.institutionId,
      type: 'consent.revoked',
      data: { leadId: request.leadId, connectionRequestId: request.id, revokedAt: now.toISOString(), cause: 'buyer_revoked' },
    });
    return { id: request.id, revokedAt: now.toISOString() };
  });
}
