import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculatorInputSchema, calculatorRunSchema, calculatorStatsSchema } from '../../../shared/schemas/calculator';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import type { ProgrammeInForce } from '../programme/service';
import { calculatorStats, recordCalculation } from './service';

export function calculatorRoutes(app: FastifyInstance, deps: { db: Db; programme: ProgrammeInForce }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/calculator',
    { config: { access: 'buyer' }, schema: { body: calculatorInputSchema, response: { 201: calculatorRunSchema } } },
    async (request, reply) =>
      reply.status(201).send(await recordCalculation(deps.db, viewerOf(request).userId, request.body, await deps.programme.current())),
  );
  api.get('/api/calculator/stats', { config: { access: 'buyer' }, schema: { response: { 200: calculatorStatsSchema } } }, async (request) =>
    calculatorStats(deps.db, viewerOf(request).userId),
  );
}
