// Placeholder: replaced by the saved-search digest scheduler.
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

export function startDigestScheduler(_db: Db, _config: Config, _log: Pick<Logger, 'error' | 'info'>) {
  return { stop: async () => {} };
}
