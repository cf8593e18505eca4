// The photo store the configuration names: the local disk today (docs/decisions/0114-photo-storage-interface.md).
import type { Config } from '../config';
import { localDiskStore } from './local-disk';

export type { PhotoStore, StoredObject } from './photo-store';

export function photoStoreFor(config: Pick<Config, 'uploadsDir'>) {
  return localDiskStore(config.uploadsDir);
}
