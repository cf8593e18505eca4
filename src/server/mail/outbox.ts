// Queue an e-mail as an outbox row. Call it with the transaction that makes the change the e-mail is about,
// so both commit together or neither does.
import type { Db } from '../db/client';
import { schema } from '../db/client';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export async function queueEmail(tx: Db, email: OutgoingEmail): Promise<void> {
  await tx.insert(schema.emailOutbox).values({
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
}
