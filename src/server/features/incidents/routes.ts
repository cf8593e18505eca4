// docs/incident-response.md: the operator opens an incident, reads who was exposed, and approves their notice.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createIncidentSchema,
  exposureSchema,
  incidentNoticeSchema,
  incidentParamsSchema,
  incidentSchema,
  noticesSentSchema,
} from '../../../shared/schemas/incidents';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import { exposureCsv } from './csv';
import { createIncident, exposedBuyers, getIncident, listIncidents, sendIncidentNotices } from './service';

export function incidentRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const params = incidentParamsSchema;
  api.get('/api/admin/incidents', { config: admin, schema: { response: { 200: z.array(incidentSchema) } } }, async () =>
    listIncidents(deps.db),
  );
  api.post(
    '/api/admin/incidents',
    { config: admin, schema: { body: createIncidentSchema, response: { 201: incidentSchema } } },
    async (request, reply) => reply.status(201).send(await createIncident(deps.db, request.body, viewerOf(request).userId)),
  );
  api.get('/api/admin/incidents/:id', { config: admin, schema: { params, response: { 200: incidentSchema } } }, async (request) =>
    getIncident(deps.db, request.params.id),
  );
  api.get(
    '/api/admin/incidents/:id/exposure',
    { config: admin, schema: { params, response: { 200: exposureSchema } } },
    async (request) => ({ buyers: await exposedBuyers(deps.db, request.params.id) }),
  );
  api.get('/api/admin/incidents/:id/exposure.csv', { config: admin, schema: { params } }, async (request, reply) => {
    const csv = exposureCsv(await exposedBuyers(deps.db, request.params.id));
    return asCsvDownload(reply, 'incidente-compradores-afectados').send(csv);
  });
  api.post(
    '/api/admin/incidents/:id/notices',
    { config: admin, schema: { params, body: incidentNoticeSchema, response: { 200: noticesSentSchema } } },
    async (request) => sendIncidentNotices(deps.db, deps.config.publicUrl, request.params.id, request.body.text),
  );
}
