import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertySchema } from '../../../shared/schemas/properties';
import type { Db } from '../../db/client';
import { listProperties } from './service';

export function propertyRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/properties', { config: { access: 'buyer' }, schema: { response: { 200: z.array(propertySchema) } } }, async () =>
    listProperties(deps.db),
  );
}
