// The development mailbox (decision 0041): the mails the outbox worker delivered without SMTP, newest first.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { devMailboxLimit, type DevMailbox } from '../../../shared/schemas/dev-mailbox';
import { schema, type Db } from '../../db/client';

export async function listDevMailbox(db: Db): Promise<DevMailbox> {
  const o = schema.emailOutbox;
  const rows = await db
    .select({ id: o.id, kind: o.kind, to: o.toAddress, subject: o.subject, text: o.textBody, html: o.htmlBody, sentAt: o.sentAt })
    .from(o)
    .where(and(eq(o.status, 'sent'), isNotNull(o.sentAt)))
    .orderBy(desc(o.sentAt), desc(o.createdAt))
    .limit(devMailboxLimit);
  return { mails: rows.map((row) => ({ ...row, sentAt: row.sentAt!.toISOString() })) };
}
