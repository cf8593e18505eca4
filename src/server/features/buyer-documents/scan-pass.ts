// Scans the files kept while clamd was down (src/server/documents-vault/pending-scans.ts), every minute in the server
// process, at once again while full batches settle. Started by buildApp with the other background jobs; every process
// may run it: marking a file clean is conditional on it still being pending, so two passes never disagree.
import { startRepeatingTask, type RepeatingTask } from '../../background/repeating-task';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { scanPendingDocuments, type PendingScanLog } from '../../documents-vault/pending-scans';

export function startPendingScanPass(db: Db, config: Config, log: PendingScanLog, everyMs = 60_000): RepeatingTask {
  const vault = documentVaultFor(config, log);
  return startRepeatingTask({
    firstDelayMs: 30_000,
    everyMs,
    pass: async () => {
      try {
        const result = await scanPendingDocuments(db, vault, log);
        if (result.clean + result.infected > 0) log.info({ ...result }, 'pending documents scanned');
        return result.more;
      } catch (error) {
        // The database may be briefly away; the next pass catches up.
        log.error({ err: error }, 'the pending documents scan failed');
        return false;
      }
    },
  });
}
