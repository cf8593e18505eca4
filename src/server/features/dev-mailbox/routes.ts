// The development mailbox's API (decision 0041). Registered only when config.mail.devMailbox (never in production,
// never with SMTP_URL); operators only, as the mails carry buyers' contact data.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailboxSchema } from '../../../shared/schemas/dev-mailbox';
import type { Db } from '../../db/client';
import { listDevMailbox } from './service';

export function devMailboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/dev/mailbox', { config: { access: 'admin' }, schema: { response: { 200: devMailboxSchema } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return listDevMailbox(deps.db);
    });
}
