import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  amortizationQuerySchema,
  amortizationSchema,
  calculatorInputSchema,
  calculatorRunSchema,
  calculatorStatsSchema,
} from '../../../shared/schemas/calculator';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { asCsvDownload } from '../../http/csv';
import type { ProgrammeInForce } from '../programme/service';
import { amortizationCsv } from './csv';
import { calculatorStats, latestAmortization, recordCalculation } from './service';

export function calculatorRoutes(app: FastifyInstance, deps: { db: Db; programme: ProgrammeInForce }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const buyer = { access: 'buyer' } as const;
  api.post(
    '/api/calculator',
    { config: buyer, schema: { body: calculatorInputSchema, response: { 201: calculatorRunSchema } } },
    async (request, reply) =>
      reply.status(201).send(
        await recordCalculation(deps.db, viewerOf(request).userId, request.body, {
          loan: await deps.programme.current(),
          assistance: await deps.programme.assistance(),
        }),
      ),
  );
  api.get('/api/calculator/stats', { config: buyer, schema: { response: { 200: calculatorStatsSchema } } }, async (request) =>
    calculatorStats(deps.db, viewerOf(request).userId),
  );
  // Only ever the caller's own latest calculation: no id in the path, nothing of another buyer's to ask for.
  api.get(
    '/api/calculator/amortization',
    { config: buyer, schema: { querystring: amortizationQuerySchema, response: { 200: amortizationSchema } } },
    async (request) => latestAmortization(deps.db, viewerOf(request).userId, request.query.extra),
  );
  api.get(
    '/api/calculator/amortization.csv',
    { config: buyer, schema: { querystring: amortizationQuerySchema } },
    async (request, reply) => {
      const schedule = await latestAmortization(deps.db, viewerOf(request).userId, request.query.extra);
      return asCsvDownload(reply, 'amortizacion').send(amortizationCsv(schedule));
    },
  );
}
