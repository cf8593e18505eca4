import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addPlanPropertySchema, chooseHousingOptionSchema, planMergeSchema, planSchema } from '../../../shared/schemas/plan';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { addPlanProperty, chooseHousingOption, mergePlan } from './service';

export function planRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: planSchema };
  api.post('/api/plan/merge', { config: { access: 'buyer' }, schema: { body: planMergeSchema, response } }, async (request) =>
    mergePlan(deps.db, viewerOf(request).userId, request.body),
  );
  api.post('/api/plan/properties', { config: { access: 'buyer' }, schema: { body: addPlanPropertySchema, response } }, async (request) =>
    addPlanProperty(deps.db, viewerOf(request).userId, request.body.propertyId),
  );
  api.put(
    '/api/plan/housing-option',
    { config: { access: 'buyer' }, schema: { body: chooseHousingOptionSchema, response } },
    async (request) => chooseHousingOption(deps.db, viewerOf(request).userId, request.body.housingOption),
  );
}
