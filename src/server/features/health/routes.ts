// GET /healthz: 503 only when the database does not answer within 2 s; the mail backlog is information (a load
// balancer must not take a process out because SMTP is down).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { outboxBacklogWithin } from './service';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  outbox: z.object({ pending: z.number(), oldestPendingAgeSeconds: z.number().nullable(), failed: z.number() }).optional(),
});

export function healthRoutes(app: FastifyInstance, deps: { database: Database }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/healthz',
      { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        // One query both proves the database answers and reads the backlog.
        const outbox = await outboxBacklogWithin(deps.database.db, 2_000);
        if (!outbox) return reply.status(503).send({ status: 'unavailable', database: 'down' });
        return reply.status(200).send({ status: 'ok', database: 'up', outbox });
      },
    );
}
