import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { variantFor } from '../../../shared/domain/lead-variant';
import { leadSubmissionSchema, leadVariantResponseSchema, userLeadSchema } from '../../../shared/schemas/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { listUserLeads, recordDialogShown, submitLead } from './service';

export function leadRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/user/lead-variant',
    { config: { access: 'buyer' }, schema: { response: { 200: leadVariantResponseSchema } } },
    async (request) => ({
      variant: variantFor(viewerOf(request).userId),
    }),
  );
  api.post(
    '/api/leads',
    { config: { access: 'buyer' }, schema: { body: leadSubmissionSchema, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) =>
      reply.status(201).send(await submitLead(deps.db, deps.config, viewerOf(request).userId, request.body, request.log)),
  );
  api.post(
    '/api/leads/dialog-shown',
    { config: { access: 'buyer' }, schema: { response: { 200: leadVariantResponseSchema } } },
    async (request) => recordDialogShown(deps.db, viewerOf(request).userId),
  );
  api.get('/api/user/leads', { config: { access: 'buyer' }, schema: { response: { 200: z.array(userLeadSchema) } } }, async (request) =>
    listUserLeads(deps.db, viewerOf(request).userId),
  );
}
