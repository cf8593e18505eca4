// docs/product/lender-integrations.md#lead-returns: the institution asks, the operator decides, the buyer confirms.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLeadReturnPageSchema,
  adminLeadReturnSchema,
  adminLeadReturnsQuerySchema,
  contactCheckSchema,
  institutionLeadReturnSchema,
  institutionLeadReturnsSchema,
  leadReturnDecisionSchema,
  leadReturnParamsSchema,
  newLeadReturnSchema,
} from '../../../shared/schemas/lead-returns';
import { institutionOf, staffOf, viewerOf } from '../../http/access';
import type { PaymentDeps } from '../payments/service';
import { adminReturns, askForReturn, confirmContactCheck, contactCheck, decideReturn, institutionReturns } from './service';

export function leadReturnRoutes(app: FastifyInstance, deps: PaymentDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const institution = { access: 'institution' } as const;
  const admin = { access: 'admin' } as const;
  const buyer = { access: 'buyer' } as const;

  api.get(
    '/api/institution/lead-returns',
    { config: institution, schema: { response: { 200: institutionLeadReturnsSchema } } },
    async (request) => institutionReturns(deps.db, institutionOf(request).id),
  );
  api.post(
    '/api/institution/lead-returns',
    { config: institution, schema: { body: newLeadReturnSchema, response: { 201: institutionLeadReturnSchema } } },
    async (request, reply) => reply.status(201).send(await askForReturn(deps.db, staffOf(request), request.body)),
  );

  api.get(
    '/api/admin/lead-returns',
    { config: admin, schema: { querystring: adminLeadReturnsQuerySchema, response: { 200: adminLeadReturnPageSchema } } },
    async (request) => adminReturns(deps.db, request.query),
  );
  // An approval moves money: it counts against the operator's refund budget, as a refund from the ledger does.
  api.post(
    '/api/admin/lead-returns/:id/decision',
    {
      config: admin,
      preHandler: app.paymentsRateLimit,
      schema: { params: leadReturnParamsSchema, body: leadReturnDecisionSchema, response: { 200: adminLeadReturnSchema } },
    },
    async (request) => decideReturn(deps, viewerOf(request).userId, request.params.id, request.body),
  );

  api.get('/api/me/contact-check', { config: buyer, schema: { response: { 200: contactCheckSchema } } }, async (request) =>
    contactCheck(deps.db, viewerOf(request).userId),
  );
  api.post('/api/me/contact-check', { config: buyer, schema: { response: { 200: contactCheckSchema } } }, async (request) =>
    confirmContactCheck(deps.db, viewerOf(request).userId),
  );
}
