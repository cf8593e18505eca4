// Every CSV a signed-in institution or operator downloads is an `export` in the security log, whatever feature serves
// it: one hook on every `.csv` route, so a new export cannot be forgotten. It runs before the file leaves (onSend) and
// only for an answer that is a file; if the row cannot be written, the caller gets the error instead of the file.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { recordSecurityEvent } from './record';

const loggedLevels = new Set(['institution', 'admin']);

export function registerExportLog(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', async (request, reply) => {
    const { url, config } = request.routeOptions;
    if (!url?.endsWith('.csv') || !config.access || !loggedLevels.has(config.access)) return;
    if (reply.statusCode !== 200 || !request.viewer) return;
    await recordSecurityEvent(db, {
      type: 'export',
      userId: request.viewer.userId,
      institutionId: request.viewer.institution?.id ?? null,
      // The path names what was exported (ids only); the query's filters are left out, as they may carry search text.
      detail: { route: request.url.split('?')[0] ?? url },
    });
  });
}
