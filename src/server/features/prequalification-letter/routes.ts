import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { buildLetterPdf } from './service';

export function prequalificationLetterRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get(
    '/api/calculator/letter.pdf',
    // A binary answer: no response schema; a missing calculation is a 409 with a Spanish message from the error handler.
    { config: { access: 'buyer' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const pdf = await buildLetterPdf(deps.db, viewer.userId, viewer.name);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', 'attachment; filename="carta-precualificacion.pdf"')
          // The letter carries the buyer's finances: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf))
      );
    },
  );
}
