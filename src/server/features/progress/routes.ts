import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { progressSchema, progressUpdateSchema } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { getProgress, markProgress } from './service';

export function progressRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/progress', { config: { access: 'buyer' }, schema: { response: { 200: progressSchema } } }, async (request) =>
    getProgress(deps.db, viewerOf(request).userId),
  );
  api.post(
    '/api/progress',
    { config: { access: 'buyer' }, schema: { body: progressUpdateSchema, response: { 200: progressSchema } } },
    async (request) => {
      await markProgress(deps.db, viewerOf(request).userId, request.body);
      return getProgress(deps.db, viewerOf(request).userId);
    },
  );
}
