// A buyer deletes the account (docs/product/buyer-control.md#the-buyers-own-data), confirmed with the password, in one
// transaction: personal data and messages go, the user and the lead stay as anonymous rows so that consent records,
// contact attempts, payments and the contact-access audit keep their links (PR Law 210 keeps such records five years).
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { accountDataCopy } from '../../../shared/schemas/account-data';
import { screens } from '../../../shared/screens';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { DocumentVault } from '../../documents-vault/vault';
import { BadRequestError } from '../../http/errors';
import { publishEvent } from '../../live/publish';
import { buyerAccountClosedEmail } from '../../mail/templates';
import { deleteDocumentRowsOf, removeOwnerFiles } from '../buyer-documents/service';
import { closeConversationBetween } from '../conversations/service';
import { notifyInstitutionStaff } from '../notifications/service';
import { queueWebhookEvent } from '../webhooks/service';

/** The e-mail an anonymised account keeps: unique, and in a domain that can never receive mail (RFC 2606). */
export const deletedAccountEmail = (userId: string) => `eliminada-${userId}@casajovenpr.invalid`;
export const deletedAccountName = 'Cuenta eliminada';

/** The account's own password, checked as better-auth checks it; an account without one cannot confirm. */
async function passwordMatches(auth: Auth, db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, 'credential'), isNotNull(schema.account.password)));
  if (!credential?.hash) return false;
  return (await auth.$context).password.verify({ hash: credential.hash, password });
}

export async function deleteBuyerAccount(
  deps: { db: Db; auth: Auth; publicUrl: string; vault: DocumentVault; log: FastifyBaseLogger },
  userId: string,
  password: string,
): Promise<void> {
  if (!(await passwordMatches(deps.auth, deps.db, userId, password))) throw new BadRequestError(accountDataCopy.wrongPassword);

  await deps.db.transaction(async (tx) => {
    const u = schema.user;
    // Locked, so two deletions (two tabs) run one after the other; the second finds the account already gone.
    const [owner] = await tx
      .select({ email: u.email })
      .from(u)
      .where(and(eq(u.id, userId), isNull(u.deletedAt)))
      .for('update');
    if (!owner) throw new BadRequestError(accountDataCopy.wrongPassword);

    const l = schema.leads;
    const cr = schema.connectionRequests;
    const [lead] = await tx.select({ id: l.id, municipio: l.municipio }).from(l).where(eq(l.userId, userId)).for('update');

    if (lead) {
      // Institutions holding the buyer's contact data now are told to stop using it, before it is gone.
      const holders = await tx
        .select({ institutionId: cr.institutionId, requestId: cr.id })
        .from(cr)
        .where(and(eq(cr.leadId, lead.id), isNotNull(cr.unlockedAt), isNull(cr.revokedAt)));
      const closedAt = new Date().toISOString();
      for (const { institutionId, requestId } of holders) {
        await notifyInstitutionStaff(
          tx,
          institutionId,
          {
            kind: 'buyer-account-closed',
            title: 'Un comprador cerró su cuenta',
            body: `Un comprador de ${lead.municipio} cuyo contacto desbloquearon cerró su cuenta. No lo contacte.`,
            link: screens.leadsDashboard,
          },
          buyerAccountClosedEmail(deps.publicUrl, { municipio: lead.municipio }),
        );
        // The portal refreshes its leads and notices on this event, as after a revocation.
        await publishEvent(tx, { kind: 'institution', id: institutionId }, { type: 'consent-revoked', payload: { leadId: lead.id } });
        await queueWebhookEvent(tx, {
          institutionId,
          type: 'consent.revoked',
          data: { leadId: lead.id, connectionRequestId: requestId, revokedAt: closedAt, cause: 'account_deleted' },
        });
      }
    }

    // Conversations stay (closed, empty) for the institution's side; every message in them goes.
    const cv = schema.conversations;
    const conversations = await tx.select({ id: cv.id, institutionId: cv.institutionId }).from(cv).where(eq(cv.userId, userId));
    for (const conversation of conversations) await closeConversationBetween(tx, { userId, institutionId: conversation.institutionId });
    if (conversations.length > 0) {
      const ids = conversations.map((conversation) => conversation.id);
      await tx.delete(schema.messages).where(inArray(schema.messages.conversationId, ids));
    }
    await tx.delete(schema.messageEmailMarks).where(eq(schema.messageEmailMarks.toAddress, owner.email));
    await tx.delete(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, owner.email));

    // bank_outreach first: it points at the checks and runs it was written from.
    await tx.delete(schema.bankOutreach).where(eq(schema.bankOutreach.userId, userId));
    await tx.delete(schema.eligibilityChecks).where(eq(schema.eligibilityChecks.userId, userId));
    await tx.delete(schema.calculatorRuns).where(eq(schema.calculatorRuns.userId, userId));
    await tx.delete(schema.documentsRecords).where(eq(schema.documentsRecords.userId, userId));
    // The uploaded papers' rows, and with them every share and the wrapped keys; the files go after the commit.
    await deleteDocumentRowsOf(tx, userId);
    await tx.delete(schema.contactMessages).where(eq(schema.contactMessages.userId, userId));
    await tx.delete(schema.bankContactProgress).where(eq(schema.bankContactProgress.userId, userId));
    await tx.delete(schema.buyerProgress).where(eq(schema.buyerProgress.userId, userId));
    await tx.delete(schema.leadDialogViews).where(eq(schema.leadDialogViews.userId, userId));
    await tx.delete(schema.notifications).where(eq(schema.notifications.userId, userId));
    // After closing the conversations, whose events were addressed to the buyer too.
    await tx.delete(schema.liveEvents).where(and(eq(schema.liveEvents.audienceKind, 'user'), eq(schema.liveEvents.audienceId, userId)));

    // No way back in: every session ends (a trigger tells every process to forget its viewers) and the password goes.
    await tx.delete(schema.session).where(eq(schema.session.userId, userId));
    await tx.delete(schema.account).where(eq(schema.account.userId, userId));
    const v = schema.verification;
    await tx.delete(v).where(or(eq(v.identifier, owner.email), eq(v.value, userId)));

    if (lead) {
      await tx.update(cr).set({ userMessage: null, revokeReason: null }).where(eq(cr.leadId, lead.id));
      // The institution's notes are its own words, but may name the buyer: the attempts stay (the record the law asks
      // for), their notes go.
      const a = schema.contactAttempts;
      await tx
        .update(a)
        .set({ note: null })
        .where(inArray(a.connectionRequestId, tx.select({ id: cr.id }).from(cr).where(eq(cr.leadId, lead.id))));
      await tx.update(l).set({ nombre: '', correo: '', movil: '', userAgent: null, updatedAt: new Date() }).where(eq(l.id, lead.id));
    }
    // email_verified false: a trigger takes the lead off sale, so it leaves every institution's list.
    await tx
      .update(u)
      .set({
        name: deletedAccountName,
        email: deletedAccountEmail(userId),
        emailVerified: false,
        image: null,
        active: false,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(u.id, userId));
  });
  await removeOwnerFiles(deps, userId);
}
