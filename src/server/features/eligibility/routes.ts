import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eligibilityInputSchema, eligibilityRecordSchema, recentEligibilitySchema } from '../../../shared/schemas/eligibility';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import type { ProgrammeInForce } from '../programme/service';
import { recentEligibility, recordEligibility } from './service';

export function eligibilityRoutes(app: FastifyInstance, deps: { db: Db; programme: ProgrammeInForce }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/eligibility',
    { config: { access: 'buyer' }, schema: { body: eligibilityInputSchema, response: { 201: eligibilityRecordSchema } } },
    async (request, reply) =>
      reply.status(201).send(
        await recordEligibility(deps.db, viewerOf(request).userId, request.body, {
          loan: await deps.programme.current(),
          assistance: await deps.programme.assistance(),
        }),
      ),
  );
  api.get(
    '/api/eligibility/recent',
    { config: { access: 'buyer' }, schema: { response: { 200: z.array(recentEligibilitySchema) } } },
    async (request) => recentEligibility(deps.db, viewerOf(request).userId),
  );
}
