import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema, contactResultSchema } from '../../../shared/schemas/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { rateLimitTiers } from '../../http/security';
import { sendContactMessage } from './service';

export function contactRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/contact',
    {
      // Each message e-mails a third party: the strict tier, like sign-in, so the form cannot be used to spam banks.
      config: { access: 'buyer', rateLimit: rateLimitTiers(deps.config).credentials },
      schema: { body: contactMessageSchema, response: { 200: contactResultSchema } },
    },
    async (request) => sendContactMessage(deps.db, viewerOf(request).userId, request.body, deps.config.publicUrl),
  );
}
