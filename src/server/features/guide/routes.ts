import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guideCompleteSchema } from '../../../shared/schemas/guide';
import { progressSchema } from '../../../shared/schemas/progress';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { getProgress, markProgress } from '../progress/service';

/** docs/product/api.md `POST /api/guide/complete`: the buyer reached the end of the guide. Repeating it changes nothing. */
export function guideRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/guide/complete',
    { config: { access: 'buyer' }, schema: { body: guideCompleteSchema, response: { 200: progressSchema } } },
    async (request) => {
      const { userId } = viewerOf(request);
      await markProgress(deps.db, userId, { guideCompleted: true });
      return getProgress(deps.db, userId);
    },
  );
}
