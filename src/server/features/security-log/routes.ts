// The operator's security log and alerts (docs/product/api.md#security-log-and-alerts): operators only.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  alertParamsSchema,
  securityAlertListSchema,
  securityAlertSchema,
  securityEventPageSchema,
  securityEventQuerySchema,
} from '../../../shared/schemas/security';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import { acknowledgeAlert, listAlerts, listSecurityEvents, securityEventsCsv } from './service';

export function securityLogRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  api.get(
    '/api/admin/security-events',
    { config: admin, schema: { querystring: securityEventQuerySchema, response: { 200: securityEventPageSchema } } },
    async (request) => listSecurityEvents(deps.db, request.query),
  );
  api.get('/api/admin/security-events.csv', { config: admin, schema: { querystring: securityEventQuerySchema } }, async (request, reply) =>
    asCsvDownload(reply, 'registro-de-seguridad').send(Readable.from(securityEventsCsv(deps.db, request.query))),
  );
  api.get('/api/admin/alerts', { config: admin, schema: { response: { 200: securityAlertListSchema } } }, async () => listAlerts(deps.db));
  api.post(
    '/api/admin/alerts/:id/acknowledge',
    { config: admin, schema: { params: alertParamsSchema, response: { 200: securityAlertSchema } } },
    async (request) => acknowledgeAlert(deps.db, request.params.id, viewerOf(request).userId),
  );
}
