import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calculatorInputSchema, calculatorRunSchema, calculatorStatsSchema } from '../../../shared/schemas/calculator';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { buildLetterPdf } from './letter';
import { calculatorStats, recordCalculation } from './service';

export function calculatorRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/calculator',
    { config: { access: 'buyer' }, schema: { body: calculatorInputSchema, response: { 201: calculatorRunSchema } } },
    async (request, reply) => reply.status(201).send(await recordCalculation(deps.db, viewerOf(request).userId, request.body)),
  );
  api.get(
    '/api/calculator/stats',
    { config: { access: 'buyer' }, schema: { response: { 200: calculatorStatsSchema } } },
    async (request) => calculatorStats(deps.db, viewerOf(request).userId),
  );
  api.get(
    '/api/calculator/letter.pdf',
    // A binary answer: no response schema; a missing calculation is a 409 with a Spanish message from the error handler.
    { config: { access: 'buyer' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const pdf = await buildLetterPdf(deps.db, viewer.userId, viewer.name);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="carta-precualificacion.pdf"')
        // The letter carries the buyer's finances: never kept by a shared cache.
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
}
