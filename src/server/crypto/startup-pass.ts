// At start-up, the server seals what is not yet under the current key (rows written before encryption, or under a key
// rotated out), in the background: the same pass as `npm run keys:rotate` (docs/decisions/0123-contact-data-encrypted-at-rest.md).
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { ContactCipher } from './contact-cipher';
import { rotateUntilCurrent } from './rotate';

export function startContactSealPass(db: Db, cipher: ContactCipher, log: Pick<Logger, 'error' | 'info'>): { stop(): Promise<void> } {
  let stopping = false;
  const done = (async () => {
    // After the start has finished: requests are served while it runs.
    await new Promise((resolve) => setTimeout(resolve, 1_000).unref());
    if (stopping) return;
    try {
      const result = await rotateUntilCurrent(db, cipher, { shouldStop: () => stopping });
      if (result.sealed > 0) log.info({ sealed: result.sealed, keyId: cipher.currentKeyId }, 'contact data sealed under the current key');
    } catch (error) {
      // Counts and ids only ever reach this message (RotationError); the next start, or the command, tries again.
      log.error({ err: error }, 'sealing contact data under the current key failed');
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await done;
    },
  };
}
