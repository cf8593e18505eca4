// Staff manage their institution's API keys on /leads-dashboard/integraciones (docs/product/lender-integrations.md#api-keys-and-the-versioned-api).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyParamsSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '../../../shared/schemas/api-keys';
import type { Db } from '../../db/client';
import { assertRecentSecondFactor, institutionOf, staffOf } from '../../http/access';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

export function apiKeyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;

  api.post(
    '/api/institution/api-keys',
    { config: institution, schema: { body: createApiKeySchema, response: { 201: createdApiKeySchema } } },
    async (request, reply) => {
      assertRecentSecondFactor(request);
      return reply.status(201).send(await createApiKey(deps.db, staffOf(request), request.body.name));
    },
  );
  api.get('/api/institution/api-keys', { config: institution, schema: { response: { 200: z.array(apiKeySchema) } } }, async (request) =>
    listApiKeys(deps.db, institutionOf(request).id),
  );
  api.delete(
    '/api/institution/api-keys/:id',
    { config: institution, schema: { params: apiKeyParamsSchema, response: { 200: apiKeySchema } } },
    async (request) => revokeApiKey(deps.db, staffOf(request), request.params.id),
  );
}
