// Where each API key is used from (api_key_addresses): the first call from an address writes one row, every later one
// nothing (`on conflict do nothing`); a new address of a young key may raise an alert (alerts.ts).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { raiseNewKeyAddressAlert } from './alerts';

/** Returns whether the address was new for the key. */
export async function noteApiKeyAddress(db: Db, config: Config, apiKeyId: string, address: string): Promise<boolean> {
  const inserted = await db
    .insert(schema.apiKeyAddresses)
    .values({ apiKeyId, address })
    .onConflictDoNothing()
    .returning({ apiKeyId: schema.apiKeyAddresses.apiKeyId });
  if (inserted.length === 0) return false;
  await raiseNewKeyAddressAlert(db, config, apiKeyId, address);
  return true;
}
