// Each upload is answered once its sealed file is stored, and scanned right after from the store
// (docs/decisions/0137-scan-after-store.md). One scan at a time per process: clamd's work is CPU-bound, and one at a
// time leaves the other core to the requests; a file still waiting when the process stops is the background pass's
// (scan-pass.ts).
import type { Db } from '../../db/client';
import type { DocumentVault } from '../../documents-vault';
import { settleScan, type PendingScanLog, type ScanHooks, type WaitingDocument } from '../../documents-vault/pending-scans';
import { announceSharesOf } from './shares';

/** What the feature does when a scan settles: a file just scanned clean has its carried shares announced. */
export const scanHooks = (publicUrl: string): ScanHooks => ({ clean: (tx, documentId) => announceSharesOf(tx, documentId, publicUrl) });

export interface ScanSoon {
  /** Queues a stored document for its scan; never throws. */
  add(document: WaitingDocument): void;
  /** Resolves once every queued scan settled (the server's shutdown waits for it). */
  idle(): Promise<void>;
}

export function scanSoon(db: Db, vault: DocumentVault, log: PendingScanLog, hooks: ScanHooks): ScanSoon {
  const waiting: WaitingDocument[] = [];
  let running: Promise<void> | null = null;

  const drain = async () => {
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      try {
        await settleScan(db, vault, log, next, hooks);
      } catch (error) {
        // The database was away: the row is still pending, and the background pass takes it later.
        log.error({ err: error, documentId: next.id }, 'a new document could not be scanned now; the background pass will');
      }
    }
    running = null;
  };

  return {
    add(document) {
      waiting.push(document);
      running ??= drain();
    },
    async idle() {
      while (running) await running;
    },
  };
}
