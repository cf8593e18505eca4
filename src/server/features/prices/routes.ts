import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPricesSchema, pricesSchema, type AdminPrices } from '../../../shared/schemas/prices';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { viewerOf } from '../../http/access';
import { changePrices, currentPrices, priceHistory } from './service';

export function priceRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  const view = async (): Promise<AdminPrices> => ({
    current: await currentPrices(deps.db, deps.config),
    initial: deps.config.prices,
    history: await priceHistory(deps.db),
  });

  api.get('/api/admin/prices', { config: admin, schema: { response: { 200: adminPricesSchema } } }, view);
  api.put('/api/admin/prices', { config: admin, schema: { body: pricesSchema, response: { 200: adminPricesSchema } } }, async (request) => {
    await changePrices(deps.db, deps.config, viewerOf(request).userId, request.body);
    return view();
  });
}
