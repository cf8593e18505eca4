// Where staff may point a webhook (docs/product/lender-integrations.md#webhooks). In production: HTTPS only, and a
// name must resolve to public addresses only (loopback, private, link-local such as 169.254.169.254 are refused).
// The same guard runs again at every send (src/server/net/guarded-post.ts): a name can change its addresses later.
import { webhookCopy } from '../../../shared/schemas/webhooks';
import type { Config } from '../../config';
import { BadRequestError } from '../../http/errors';
import { addressesOf, isPublicAddress, systemResolver } from '../../net/public-address';

/** Registration waits no longer for a name server than a delivery would. */
async function addressesWithinTimeout(hostname: string, settings: Config['webhooks']): Promise<string[]> {
  try {
    const found = await addressesOf(hostname, settings.resolve ?? systemResolver, AbortSignal.timeout(settings.timeoutMs));
    return found.map((entry) => entry.address);
  } catch {
    return [];
  }
}

export async function assertAllowedReceiver(url: string, settings: Config['webhooks']): Promise<void> {
  if (!settings.guardAddresses) return;
  const target = new URL(url);
  if (target.protocol !== 'https:') throw new BadRequestError(webhookCopy.httpsOnly);
  const addresses = await addressesWithinTimeout(target.hostname, settings);
  if (addresses.length === 0) throw new BadRequestError(webhookCopy.unknownHost);
  if (!addresses.every(isPublicAddress)) throw new BadRequestError(webhookCopy.notPublic);
}
