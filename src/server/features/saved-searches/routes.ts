// Staff keep named dashboard searches and choose their e-mail digests (docs/product/lender-integrations.md#saved-searches-and-digests).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSavedSearchSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '../../../shared/schemas/saved-searches';
import type { Db } from '../../db/client';
import { institutionOf, staffOf } from '../../http/access';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './service';

export function savedSearchRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;

  api.get(
    '/api/institution/saved-searches',
    { config: institution, schema: { response: { 200: z.array(savedSearchSchema) } } },
    async (request) => listSavedSearches(deps.db, institutionOf(request).id),
  );
  api.post(
    '/api/institution/saved-searches',
    { config: institution, schema: { body: createSavedSearchSchema, response: { 201: savedSearchSchema } } },
    async (request, reply) => reply.status(201).send(await createSavedSearch(deps.db, staffOf(request), request.body)),
  );
  api.patch(
    '/api/institution/saved-searches/:id',
    {
      config: institution,
      schema: { params: savedSearchParamsSchema, body: updateSavedSearchSchema, response: { 200: savedSearchSchema } },
    },
    async (request) => updateSavedSearch(deps.db, institutionOf(request).id, request.params.id, request.body),
  );
  api.delete(
    '/api/institution/saved-searches/:id',
    { config: institution, schema: { params: savedSearchParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteSavedSearch(deps.db, institutionOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
