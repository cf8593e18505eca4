import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentsProfileSchema, documentsRecordSchema } from '../../../shared/schemas/documents';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { saveDocumentsList } from './service';

export function documentsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/documents',
    { config: { access: 'buyer' }, schema: { body: documentsProfileSchema, response: { 200: documentsRecordSchema } } },
    async (request) => saveDocumentsList(deps.db, viewerOf(request).userId, request.body),
  );
}
