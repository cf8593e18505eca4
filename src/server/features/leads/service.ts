// The buyer's "contact me" (docs/product/screens.md#the-buyer-asks-to-be-contacted): one lead per buyer, variant fixed by the server.
import { eq, or, sql } from 'drizzle-orm';
import { variantFor } from '../../../shared/domain/lead-variant';
import { formatTargetPrice, parseTargetPrice, targetPriceCopy, targetPriceDollars } from '../../../shared/domain/target-price';
import type { LeadSubmission, UserLead } from '../../../shared/schemas/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { emailLookup, openContact, phoneLookup, sealContact } from '../../crypto/contact-data';
import { BadRequestError } from '../../http/errors';
import { forgetLeadEmailLinks, hasLiveLeadEmailLink, sendLeadEmailLink } from './lead-email';
import { callLeadWebhook, type WebhookLog } from './webhook';

/** Stores (or updates) the buyer's lead; the variant recorded is the one this buyer was assigned, not the one sent. */
export async function submitLead(
  db: Db,
  config: Config,
  userId: string,
  submission: LeadSubmission,
  log?: WebhookLog,
): Promise<{ id: string; correoConfirmed: boolean }> {
  const variant = variantFor(userId);
  // Stored, sent and shown only as the normalised price: what institutions read before unlock (docs/decisions/0068).
  const price = parseTargetPrice(submission.precio_meta);
  if (!price) throw new BadRequestError(targetPriceCopy.notAPrice);
  const precioMeta = formatTargetPrice(price);
  if (config.leadWebhook) {
    // The webhook gets docs/product/data.md's payload; `variant_tested` is only for our own backend.
    const payload: Record<string, unknown> = { ...submission, precio_meta: precioMeta, variant };
    delete payload.variant_tested;
    await callLeadWebhook(config.leadWebhook, payload, { log });
  }
  // Sealed here, before the database sees them (docs/decisions/0123-contact-data-encrypted-at-rest.md).
  const fields = {
    nombre: sealContact(submission.nombre),
    correo: sealContact(submission.correo),
    movil: sealContact(submission.movil),
    correoLookup: emailLookup(submission.correo),
    movilLookup: phoneLookup(submission.movil),
    municipio: submission.municipio,
    precioMeta,
    targetPriceDollars: targetPriceDollars(price),
    source: submission.source,
    variantTested: variant,
    userAgent: submission.user_agent || null,
    submittedAt: new Date(submission.timestamp),
  };
  // The account's e-mail is verified by its own link; the lead's counts as confirmed at once only when it is the same
  // address, compared by keyed hash (docs/decisions/0124-lead-email-confirmed.md). Sending the same address again keeps
  // an earlier confirmation; any other waits for the link sent to it.
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ email: schema.user.email }).from(schema.user).where(eq(schema.user.id, userId));
    const isAccountEmail = fields.correoLookup !== null && fields.correoLookup === emailLookup(account?.email);
    const t = schema.leads;
    const [before] = await tx.select({ correoLookup: t.correoLookup }).from(t).where(eq(t.userId, userId));
    const [row] = await tx
      .insert(t)
      .values({ ...fields, userId, correoConfirmed: isAccountEmail })
      // Sending the form again answers a contact check (docs/product/lender-integrations.md#lead-returns).
      .onConflictDoUpdate({
        target: t.userId,
        set: {
          ...fields,
          updatedAt: new Date(),
          contactCheckRequestedAt: null,
          correoConfirmed: sql`${isAccountEmail}::boolean or (${t.correoLookup} = excluded.correo_lookup and ${t.correoConfirmed})`,
        },
      })
      .returning({ id: t.id, correoConfirmed: t.correoConfirmed });
    const lead = row!;
    if (lead.correoConfirmed) await forgetLeadEmailLinks(tx, lead.id);
    // The same waiting address with a live link gets no second mail: the form is not a way to flood an inbox (the
    // rate-limited resend is).
    else if (before?.correoLookup !== fields.correoLookup || !(await hasLiveLeadEmailLink(tx, lead.id)))
      await sendLeadEmailLink(tx, config.publicUrl, lead.id, submission.correo.trim());
    return lead;
  });
}

/**
 * The leads whose e-mail or phone is exactly this one, found by their keyed hashes (`correo_lookup`, `movil_lookup`): the
 * stored values are sealed, so an exact match is the only search there is (docs/decisions/0123-contact-data-encrypted-at-rest.md).
 */
export async function leadIdsByContact(db: Db, contact: { correo?: string; movil?: string }): Promise<string[]> {
  const t = schema.leads;
  const correo = emailLookup(contact.correo);
  const movil = phoneLookup(contact.movil);
  const conditions = [correo ? eq(t.correoLookup, correo) : undefined, movil ? eq(t.movilLookup, movil) : undefined].filter(Boolean);
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(or(...conditions));
  return rows.map((row) => row.id);
}

export async function listUserLeads(db: Db, userId: string): Promise<UserLead[]> {
  const t = schema.leads;
  const rows = await db
    .select({
      id: t.id,
      municipio: t.municipio,
      precioMeta: t.precioMeta,
      variantTested: t.variantTested,
      correo: t.correo,
      correoConfirmed: t.correoConfirmed,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(eq(t.userId, userId));
  return rows.map((row) => ({
    ...row,
    correo: openContact(row.correo),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * docs/product/screens.md#the-buyer-asks-to-be-contacted: the dialog was shown to this buyer; one row per buyer, with the variant the
 * server assigned (decision 0056).
 */
export async function recordDialogShown(db: Db, userId: string): Promise<{ variant: 'blue' | 'green' }> {
  const variant = variantFor(userId);
  const v = schema.leadDialogViews;
  await db
    .insert(v)
    .values({ userId, variant })
    .onConflictDoUpdate({ target: v.userId, set: { timesShown: sql`${v.timesShown} + 1`, lastShownAt: sql`now()` } });
  return { variant };
}
