import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { globalLeadStatusLabels, variantLabels } from '../../../shared/copy/admin';
import { leadStatsSchema } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { asCsvDownload } from '../../http/csv';
import { leadStats, leadStatsCsv } from './service';

export function adminLeadRoutes(app: FastifyInstance, deps: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: 'admin' } as const;
  api.get('/api/admin/leads/stats', { config: admin, schema: { response: { 200: leadStatsSchema } } }, async () => leadStats(deps.db));
  api.get('/api/admin/leads/stats.csv', { config: admin }, async (_request, reply) => {
    const csv = leadStatsCsv(await leadStats(deps.db), { status: globalLeadStatusLabels, variant: variantLabels });
    return asCsvDownload(reply, 'estadisticas-leads').send(csv);
  });
}
