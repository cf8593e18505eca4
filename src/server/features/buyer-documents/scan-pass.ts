// Scans the files still waiting for their scan (src/server/documents-vault/pending-scans.ts): kept while clamd was
// down, or taken by a process that stopped before scanning them. Every minute in the server process, at once again
// while full batches settle; started by buildApp with the other background jobs. A file younger than two minutes is
// left to the in-process scan of the upload that stored it (scan-soon.ts); every process may run this pass, and two
// scans of one file at once are harmless (settleScan acts only while the row is still pending).
import { startRepeatingTask, type RepeatingTask } from '../../background/repeating-task';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentVaultFor } from '../../documents-vault';
import { scanPendingDocuments, type PendingScanLog } from '../../documents-vault/pending-scans';
import { scanHooks } from './scan-soon';

const freshUploadMs = 2 * 60_000;

export function startPendingScanPass(db: Db, config: Config, log: PendingScanLog, everyMs = 60_000): RepeatingTask {
  const vault = documentVaultFor(config, log);
  const hooks = scanHooks(config.publicUrl);
  return startRepeatingTask({
    firstDelayMs: 30_000,
    everyMs,
    pass: async () => {
      try {
        const result = await scanPendingDocuments(db, vault, log, { minAgeMs: freshUploadMs, hooks });
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
