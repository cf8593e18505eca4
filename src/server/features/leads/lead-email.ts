// The lead's e-mail is sold only once confirmed (docs/decisions/0124-lead-email-confirmed.md): the account's own
// verified address counts at once; any other gets a single-use link, valid 24 hours, kept only as a hash in
// better-auth's `verification` table under `lead-email:<leadId>` (no table of our own for one row per lead).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { leadEmailLinkInvalid } from '../../../shared/schemas/leads';
import { screens } from '../../../shared/screens';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { openContact } from '../../crypto/contact-data';
import { BadRequestError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { queueEmail } from '../../mail/outbox';
import { leadEmailConfirmationEmail } from '../../mail/templates';

export const leadEmailCopy = {
  linkInvalid: leadEmailLinkInvalid,
  leadNotFound: 'No encontramos esa solicitud de contacto.',
  alreadyConfirmed: 'Ese email ya está confirmado.',
  resent: (correo: string) => `Te enviamos un enlace nuevo a ${correo}.`,
};

export const leadEmailLinkSeconds = 24 * 60 * 60;
export const leadEmailConfirmedLanding = `${screens.dashboard}?correo-confirmado=1`;
export const leadEmailInvalidLanding = `${leadEmailConfirmedLanding}&error=enlace-invalido`;

const identifierOf = (leadId: string) => `lead-email:${leadId}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link for this lead's e-mail, replacing any earlier one (an old link may name an address the lead no longer
 * has), queued to `correo` in the caller's transaction.
 */
export async function sendLeadEmailLink(tx: Db, publicUrl: string, leadId: string, correo: string): Promise<void> {
  await forgetLeadEmailLinks(tx, leadId);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(schema.verification).values({
    id: randomUUID(),
    identifier: identifierOf(leadId),
    value: hashOf(token),
    expiresAt: new Date(Date.now() + leadEmailLinkSeconds * 1000),
  });
  const path = `/api/leads/${leadId}/confirm-email?token=${encodeURIComponent(token)}`;
  const mail = leadEmailConfirmationEmail(publicUrl, { path, validHours: leadEmailLinkSeconds / 3600 });
  await queueEmail(tx, { kind: 'lead-email-confirmation', to: correo, ...mail });
}

export async function forgetLeadEmailLinks(tx: Db, leadId: string): Promise<void> {
  await tx.delete(schema.verification).where(eq(schema.verification.identifier, identifierOf(leadId)));
}

export async function hasLiveLeadEmailLink(tx: Db, leadId: string): Promise<boolean> {
  const v = schema.verification;
  const rows = await tx
    .select({ id: v.id })
    .from(v)
    .where(and(eq(v.identifier, identifierOf(leadId)), gt(v.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Follows a link: true when it was this lead's live one (used up now, and the lead's e-mail confirmed). */
export async function confirmLeadEmail(db: Db, leadId: string, token: string | undefined): Promise<boolean> {
  if (!isUuid(leadId) || !token) return false;
  const v = schema.verification;
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(v)
      .where(and(eq(v.identifier, identifierOf(leadId)), eq(v.value, hashOf(token)), gt(v.expiresAt, new Date())))
      .returning({ id: v.id });
    if (used.length === 0) return false;
    // The trigger puts the lead on sale if its buyer's account is verified too.
    await tx.update(schema.leads).set({ correoConfirmed: true }).where(eq(schema.leads.id, leadId));
    return true;
  });
}

/** The buyer asks for the link again, for their own lead only. */
export async function resendLeadEmailLink(db: Db, publicUrl: string, userId: string, leadId: string): Promise<{ message: string }> {
  const t = schema.leads;
  if (!isUuid(leadId)) throw new NotFoundError(leadEmailCopy.leadNotFound);
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ correo: t.correo, confirmed: t.correoConfirmed })
      .from(t)
      .where(and(eq(t.id, leadId), eq(t.userId, userId)));
    if (!lead) throw new NotFoundError(leadEmailCopy.leadNotFound);
    if (lead.confirmed) throw new BadRequestError(leadEmailCopy.alreadyConfirmed);
    const correo = openContact(lead.correo);
    await sendLeadEmailLink(tx, publicUrl, leadId, correo);
    return { message: leadEmailCopy.resent(correo) };
  });
}
