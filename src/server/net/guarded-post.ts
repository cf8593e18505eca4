// POSTs to a URL someone else chose (decision 0072): the lead webhook, which carries personal data, and the
// institutions' signed webhooks (docs/webhooks.md). With `guard` on (production) the receiver must resolve to public
// addresses only, checked before any connection; in every environment the connection goes to the one address looked
// up (so a DNS rebind cannot swap it; TLS SNI and Host keep the name) and a redirect is a failure, never followed.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  addressesOf,
  resolvePublicAddress,
  systemResolver,
  UnsafeAddressError,
  type ResolvedAddress,
  type Resolver,
} from './public-address';

export class RedirectRefusedError extends Error {
  constructor(readonly status: number) {
    super(`the receiver answered ${status}; redirects are not followed`);
  }
}

export interface GuardedPostOptions {
  timeoutMs: number;
  /** Refuse loopback, private, link-local, unspecified and multicast receivers (production). */
  guard: boolean;
  /** How the hostname is resolved; tests pass their own, production uses the system resolver. */
  resolve?: Resolver;
}

async function resolveOnce(hostname: string, resolve: Resolver, signal: AbortSignal): Promise<ResolvedAddress> {
  const [first] = await addressesOf(hostname, resolve, signal);
  if (!first) throw new UnsafeAddressError(`${hostname} has no address`);
  return first;
}

/** A lookup that always answers the address already resolved (and, with the guard, checked). */
const pinnedLookup =
  (pinned: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };

export async function guardedPostJson(url: string, body: unknown, options: GuardedPostOptions): Promise<{ status: number }> {
  return guardedPost(url, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, options);
}

export interface OutgoingBody {
  /** Sent exactly as given: a signature over these bytes stays valid. */
  body: string;
  headers: Record<string, string>;
}

/** The same guard for a body already serialised (and signed) by the caller, with its own headers. */
export async function guardedPost(url: string, outgoing: OutgoingBody, options: GuardedPostOptions): Promise<{ status: number }> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new UnsafeAddressError(`${target.protocol} is not HTTP`);
  if (options.guard && target.protocol !== 'https:') throw new UnsafeAddressError('only HTTPS receivers are allowed in production');
  const resolve = options.resolve ?? systemResolver;
  // One deadline for the lookup and the exchange: a name server that never answers is a timeout too.
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const pinned = options.guard
    ? await resolvePublicAddress(target.hostname, resolve, deadline)
    : await resolveOnce(target.hostname, resolve, deadline);

  const payload = Buffer.from(outgoing.body, 'utf8');
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolveResult, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...outgoing.headers, 'content-length': payload.byteLength },
        lookup: pinnedLookup(pinned),
        // A fresh connection each time: a pooled socket could outlive the address it was checked for.
        agent: false,
        signal: deadline,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // Drain the answer within the same timeout; its content does not matter.
        response.resume();
        response.on('error', reject);
        response.on('end', () => {
          if (status >= 300 && status < 400) reject(new RedirectRefusedError(status));
          else resolveResult({ status });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
