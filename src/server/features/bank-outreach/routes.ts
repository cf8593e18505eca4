import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankOutreachResponseSchema, bankOutreachSchema } from '../../../shared/schemas/bank-outreach';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { sendBankOutreach } from './service';

export function bankOutreachRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/bank-outreach',
    { config: { access: 'buyer' }, schema: { body: bankOutreachSchema, response: { 201: bankOutreachResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await sendBankOutreach(deps.db, viewerOf(request).userId, request.body, deps.config.publicUrl)),
  );
}
