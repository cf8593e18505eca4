import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export function healthRoutes(app: FastifyInstance, deps: { database: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const up = await deps.database.ping(2_000);
        return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
      },
    );
}
