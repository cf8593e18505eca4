// The development mailbox's API (decision 0041): the mails the outbox worker delivered without SMTP, newest first.
// Registered only when config.mail.devMailbox (never in production, never with SMTP_URL); operators only, as the
// mails carry buyers' contact data.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailboxLimit, devMailboxSchema, type DevMailbox } from '../../../shared/schemas/dev-mailbox';
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

export function devMailboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/mailbox',
    { config: { access: 'admin' }, schema: { response: { 200: devMailboxSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDevMailbox(deps.db);
    },
  );
}
