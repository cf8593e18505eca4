// The buyer's side of a connection request: see the paid ones, answer once, with a consent record (docs/product/roles.md#consent-is-recorded).
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { consentText, type ContactHolder, type RespondToRequest, type UserConnectionRequest } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { queueEmail } from '../../mail/outbox';
import { requestAnsweredEmail } from '../../mail/templates';
import { publishEvent } from '../../live/publish';
import { buyerFacingName } from '../institutions/service';

const cr = schema.connectionRequests;
const l = schema.leads;
const inst = schema.institutions;

/** Only requests an institution paid for; an unpaid one is the institution's draft, not the buyer's business. */
export async function listUserConnectionRequests(db: Db, userId: string): Promise<UserConnectionRequest[]> {
  const rows = await db
    .select({
      id: cr.id,
      leadId: cr.leadId,
      bankName: buyerFacingName,
      requestStatus: cr.status,
      municipio: l.municipio,
      precioMeta: l.precioMeta,
      purchasedAt: cr.purchasedAt,
      userResponse: cr.userMessage,
      respondedAt: cr.respondedAt,
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(l.userId, userId), isNotNull(cr.requestPaymentId)))
    .orderBy(desc(cr.purchasedAt));
  return rows.map(({ purchasedAt, respondedAt, ...row }) => ({
    ...row,
    createdAt: (purchasedAt ?? new Date(0)).toISOString(),
    respondedAt: respondedAt?.toISOString() ?? null,
  }));
}

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

/** The answer, its consent record and the institution's e-mails commit together or not at all. */
export async function respondToRequest(
  db: Db,
  userId: string,
  requestId: string,
  answer: Required<RespondToRequest>,
  client: ClientFacts,
  publicUrl: string,
) {
  if (!isUuid(requestId)) throw new NotFoundError(marketplaceCopy.requestNotFound);
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: cr.id,
        status: cr.status,
        paid: cr.requestPaymentId,
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
    if (!request?.paid) throw new NotFoundError(marketplaceCopy.requestNotFound);
    if (request.status !== 'pending') throw new ConflictError(marketplaceCopy.alreadyAnswered);

    const now = new Date();
    await tx
      .update(cr)
      .set({ status: answer.response, userMessage: answer.userMessage || null, respondedAt: now })
      .where(eq(cr.id, request.id));
    await tx.insert(schema.consentRecords).values({
      userId,
      institutionId: request.institutionId,
      leadId: request.leadId,
      connectionRequestId: request.id,
      decision: answer.response,
      consentText: consentText(request.bankName, answer.response),
      clientHash: createHash('sha256').update(`${client.ip}\n${client.userAgent}`).digest('hex'),
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
    return { id: request.id, requestStatus: answer.response };
  });
}

/** docs/product/roles.md#consent-is-recorded: which institutions hold this buyer's contact details. */
export async function listContactHolders(db: Db, userId: string): Promise<ContactHolder[]> {
  const rows = await db
    .select({ institutionName: buyerFacingName, unlockedAt: cr.unlockedAt })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .innerJoin(inst, eq(inst.id, cr.institutionId))
    .where(and(eq(l.userId, userId), isNotNull(cr.unlockedAt)))
    .orderBy(desc(cr.unlockedAt));
  return rows.map((row) => ({ institutionName: row.institutionName, unlockedAt: row.unlockedAt!.toISOString() }));
}
