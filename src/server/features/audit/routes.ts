import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { listContactAccess } from './service';

export function auditRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/audit',
    { config: { access: 'admin' }, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => listContactAccess(deps.db, request.query),
  );
}
