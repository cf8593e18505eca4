import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeConsentSchema } from '../../../shared/schemas/buyer-control';
import { buyerNoticeSchema, contactHolderSchema, respondToRequestSchema, userConnectionRequestSchema } from '../../../shared/schemas/leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { clientHasher } from '../consent-record/service';
import { listUnreadNotices, markNoticesRead } from '../notifications/service';
import { listContactHolders, listUserConnectionRequests, respondToRequest, revokeConsent } from './service';
import { exactText } from '../../../shared/schemas/text';

export function connectionRequestRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyer = { access: 'buyer' } as const;
  const hashClient = clientHasher(deps.config.authSecret);

  api.get(
    '/api/user/connection-requests',
    { config: buyer, schema: { response: { 200: z.array(userConnectionRequestSchema) } } },
    async (request) => listUserConnectionRequests(deps.db, viewerOf(request).userId),
  );
  api.post(
    '/api/connection-requests/:requestId/respond',
    {
      config: buyer,
      schema: {
        params: z.object({ requestId: exactText().max(64) }),
        body: respondToRequestSchema,
        response: { 200: z.object({ id: z.string(), requestStatus: z.enum(['accepted', 'declined']) }) },
      },
    },
    async (request) =>
      respondToRequest(
        deps.db,
        viewerOf(request).userId,
        request.params.requestId,
        request.body,
        hashClient({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
        deps.config.publicUrl,
      ),
  );
  api.post(
    '/api/connection-requests/:requestId/revoke',
    {
      config: buyer,
      schema: {
        params: z.object({ requestId: exactText().max(64) }),
        body: revokeConsentSchema,
        response: { 200: z.object({ id: z.string(), revokedAt: z.string() }) },
      },
    },
    async (request) =>
      revokeConsent(
        deps.db,
        viewerOf(request).userId,
        request.params.requestId,
        request.body,
        hashClient({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
        deps.config.publicUrl,
      ),
  );
  api.get('/api/user/contact-holders', { config: buyer, schema: { response: { 200: z.array(contactHolderSchema) } } }, async (request) =>
    listContactHolders(deps.db, viewerOf(request).userId),
  );
  api.get('/api/user/notices', { config: buyer, schema: { response: { 200: z.array(buyerNoticeSchema) } } }, async (request) =>
    listUnreadNotices(deps.db, viewerOf(request).userId),
  );
  api.post('/api/user/notices/read', { config: buyer, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await markNoticesRead(deps.db, viewerOf(request).userId);
    return reply.status(204).send(null);
  });
}
