// Which addresses an outgoing call that carries personal data may reach (decision 0072): public unicast only. A name
// is resolved first and every one of its addresses checked, so "webhook.example.com → 10.0.0.5" is refused too.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a name. Passed in, so tests never ask real DNS. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export class UnsafeAddressError extends Error {}

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, and the deprecated IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT, RFC 6145/2765): stateless translators' inside addresses, never a destination
  ['2001::', 32], // Teredo tunnels (carry an IPv4 address and reach it through a relay)
  ['2002::', 16], // 6to4 (carries an IPv4 address, private ones included)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address however it is written (`::`, a dotted quad at the end, capitals). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = groups(head);
  const after = tail === undefined ? [] : groups(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * The IPv4 address an IPv6 one stands for, which then decides: IPv4-mapped `::ffff:0:0/96` and the NAT64 prefix
 * `64:ff9b::/96` (a NAT64 gateway would connect to it). Read from the groups, so `0:0:0:0:0:ffff:7f00:1` is caught
 * as `::ffff:127.0.0.1` is.
 */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const mapped = zeros(0, 5) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6);
  if (!mapped && !nat64) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  // A zone (`fe80::1%eth0`) only belongs to a scoped address: never a public destination.
  if (family === 0 || address.includes('%')) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(ipv6Groups(address));
    if (v4) return isPublicAddress(v4);
  }
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Every address of a URL's hostname (IPv6 literals may keep their brackets): a literal as it is, a name from the
 * resolver. With a signal, a lookup that never answers fails when the signal aborts (the caller's whole timeout).
 */
export async function addressesOf(hostname: string, resolve: Resolver, signal?: AbortSignal): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(bare);
  if (literal) return [{ address: bare, family: literal }];
  if (!signal) return resolve(bare);
  signal.throwIfAborted();
  return new Promise((settle, fail) => {
    const abort = () => fail(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    resolve(bare)
      .then(settle, fail)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * The address to connect to for `hostname`, once every address the name resolves to is public. Connect to exactly
 * this address afterwards: a second lookup could answer differently (DNS rebinding).
 */
export async function resolvePublicAddress(hostname: string, resolve: Resolver, signal?: AbortSignal): Promise<ResolvedAddress> {
  const addresses = await addressesOf(hostname, resolve, signal);
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (addresses.length === 0) throw new UnsafeAddressError(`${bare} has no address`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) throw new UnsafeAddressError(`${bare} resolves to ${refused.address}, which is not a public address`);
  return addresses[0]!;
}
