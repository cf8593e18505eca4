import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bankConnectionRequestSchema,
  bankLeadFiltersSchema,
  bankLeadPageQuerySchema,
  bankLeadSchema,
  bankLeadSummarySchema,
  createConnectionRequestSchema,
  leadParamsSchema,
  nextCursorHeader,
} from '../../../shared/schemas/bank-leads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { institutionOf, staffOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import { leadsCsv } from './csv';
import {
  allLeadsForBank,
  createConnectionRequest,
  getLeadForBank,
  listBankConnectionRequests,
  listLeadsForBank,
  summarizeLeadsForBank,
} from './service';
import { exactText } from '../../../shared/schemas/text';

export function bankLeadRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requestLimit = deps.config.maxOpenRequestsPerLead;
  const institution = { access: 'institution' } as const;

  api.get(
    '/api/leads-for-banks',
    { config: institution, schema: { querystring: bankLeadPageQuerySchema, response: { 200: z.array(bankLeadSchema) } } },
    async (request, reply) => {
      const page = await listLeadsForBank(deps.db, staffOf(request), request.query, requestLimit);
      if (page.nextCursor) reply.header(nextCursorHeader, page.nextCursor);
      return page.leads;
    },
  );
  api.get(
    '/api/leads-for-banks/summary',
    { config: institution, schema: { querystring: bankLeadFiltersSchema, response: { 200: bankLeadSummarySchema } } },
    async (request) => summarizeLeadsForBank(deps.db, institutionOf(request).id, request.query, requestLimit),
  );
  api.get(
    '/api/leads-for-banks/export.csv',
    { config: institution, schema: { querystring: bankLeadFiltersSchema } },
    async (request, reply) => {
      const own = institutionOf(request);
      return asCsvDownload(reply, 'leads').send(
        Readable.from(leadsCsv(allLeadsForBank(deps.db, staffOf(request), request.query, requestLimit), own.name)),
      );
    },
  );
  api.get(
    '/api/lead/:leadId',
    { config: institution, schema: { params: leadParamsSchema, response: { 200: bankLeadSchema } } },
    async (request) => getLeadForBank(deps.db, staffOf(request), request.params.leadId, requestLimit),
  );
  api.get(
    '/api/lead-connection-requests',
    {
      config: institution,
      schema: {
        querystring: z.object({ bankEmail: exactText().max(254).optional() }),
        response: { 200: z.array(bankConnectionRequestSchema) },
      },
    },
    async (request) => listBankConnectionRequests(deps.db, institutionOf(request)),
  );
  api.post(
    '/api/lead-connection-requests',
    { config: institution, schema: { body: createConnectionRequestSchema, response: { 201: bankConnectionRequestSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createConnectionRequest(deps.db, institutionOf(request), request.body.leadId, requestLimit)),
  );
}
