// In-app notices for buyers; each comes with its e-mail through the outbox, in the caller's transaction.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { BuyerNotice } from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { queueEmail } from '../../mail/outbox';
import type { EmailContent } from '../../mail/templates';

/**
 * Whether the buyer of this lead accepts e-mail (docs/product/buyer-control.md#contact-preferences): select it beside
 * the lead and pass the e-mail to `notifyUser` only when true. Until the buyer chooses, every channel is on.
 */
export const leadWantsEmail = sql<boolean>`coalesce(${schema.leads.contactPreferences}->'channels' @> '"email"'::jsonb, true)`;

/** `content` null: the notice only, no e-mail (a buyer whose contact preferences leave e-mail out). */
export async function notifyUser(
  tx: Db,
  recipient: { userId: string; email: string },
  notice: { kind: string; title: string; body: string; link: string },
  content: EmailContent | null,
): Promise<void> {
  await tx.insert(schema.notifications).values({ userId: recipient.userId, ...notice });
  if (content) await queueEmail(tx, { kind: notice.kind, to: recipient.email, ...content });
}

/**
 * The same for every active staff login of an institution (a revoked consent, a buyer who closed the account): each
 * reads it on the leads portal and gets the e-mail.
 */
export async function notifyInstitutionStaff(
  tx: Db,
  institutionId: string,
  notice: { kind: string; title: string; body: string; link: string },
  content: EmailContent,
): Promise<void> {
  const staff = await tx
    .select({ userId: schema.user.id, email: schema.user.email })
    .from(schema.user)
    .where(and(eq(schema.user.institutionId, institutionId), eq(schema.user.active, true)));
  for (const member of staff) await notifyUser(tx, member, notice, content);
}

export async function listUnreadNotices(db: Db, userId: string): Promise<BuyerNotice[]> {
  const n = schema.notifications;
  const rows = await db
    .select({ id: n.id, title: n.title, body: n.body, link: n.link, createdAt: n.createdAt })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)))
    .orderBy(desc(n.createdAt))
    .limit(20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function markNoticesRead(db: Db, userId: string): Promise<void> {
  const n = schema.notifications;
  await db
    .update(n)
    .set({ readAt: new Date() })
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
}
