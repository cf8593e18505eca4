// The process's documents vault, as the configuration describes it: the local-disk store under UPLOADS_DIR, the
// DOCUMENTS_KEY keys and clamd where CLAMD_SOCKET or CLAMD_ADDRESS says.
import type { Config } from '../config';
import { photoStoreFor } from '../storage';
import { clamdScanner } from './clamd';
import { createDocumentVault, type VaultLog } from './create-vault';

export type { DocumentVault, SealedDocument, SealedRef, ScanOutcome } from './vault';
export { DocumentRefusedError } from './vault';
export { DocumentSealError } from './keys';

export function documentVaultFor(config: Pick<Config, 'uploadsDir' | 'documents'>, log?: VaultLog) {
  return createDocumentVault({
    store: photoStoreFor(config),
    keys: config.documents.keys,
    scanner: clamdScanner(config.documents.clamd, config.documents.scanTimeoutMs),
    log,
  });
}
