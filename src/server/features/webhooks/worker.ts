// Placeholder: replaced by the webhook delivery worker.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export function startWebhookWorker(_db: Db, _config: Config, _log: Pick<Logger, 'error' | 'info'>) {
  return { stop: async () => {} };
}
