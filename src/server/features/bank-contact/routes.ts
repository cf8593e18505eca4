import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankContactChangeSchema, bankContactItemSchema, bankContactParamsSchema } from '../../../shared/schemas/bank-contact';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { changeBankContact, listBankContacts } from './service';

export function bankContactRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bank-contact-progress',
    { config: { access: 'buyer' }, schema: { response: { 200: z.array(bankContactItemSchema) } } },
    async (request) => listBankContacts(deps.db, viewerOf(request).userId),
  );
  api.patch(
    '/api/bank-contact-progress/:id',
    {
      config: { access: 'buyer' },
      schema: { params: bankContactParamsSchema, body: bankContactChangeSchema, response: { 200: bankContactItemSchema } },
    },
    async (request) => changeBankContact(deps.db, viewerOf(request).userId, request.params.id, request.body),
  );
}
