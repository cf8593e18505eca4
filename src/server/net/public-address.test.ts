// The address guard for outgoing calls that carry personal data: only public unicast addresses, checked after
// resolving, every address of the name. The resolver is passed in, so no test asks real DNS.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, resolvePublicAddress, UnsafeAddressError, type Resolver } from './public-address';

const resolvesTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'shared 100.64/10'],
    ['100.127.255.254', 'shared 100.64/10'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fc00::/7'],
    ['fe80::1', 'link-local fe80::/10'],
    ['febf::1', 'link-local fe80::/10'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local in hex'],
    ['::127.0.0.1', 'IPv4-compatible loopback (deprecated ::/96)'],
    ['::a9fe:a9fe', 'IPv4-compatible link-local in hex'],
    ['2002:7f00:1::1', '6to4 carrying 127.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 carrying 169.254.169.254'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo tunnel'],
    ['::ffff:0:127.0.0.1', 'IPv4-translated ::ffff:0:0:0/96 (RFC 6145) carrying loopback'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated carrying link-local, in hex'],
    ['::ffff:0:8.8.8.8', 'IPv4-translated, whatever it carries: never a destination on the internet'],
    ['0:0:0:0:ffff:0:a00:1', 'IPv4-translated written in full'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback written in full'],
    ['0::ffff:10.0.0.1', 'IPv4-mapped private with a leading zero group'],
    ['::FFFF:127.0.0.1', 'IPv4-mapped loopback in capitals'],
    ['64:ff9b::10.0.0.1', 'NAT64 carrying a private address'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 carrying link-local, in hex'],
    ['64:ff9b:0:0:0:0:7f00:1', 'NAT64 carrying loopback, written in full'],
    ['64:ff9b:0:0:0:0:127.0.0.1', 'NAT64 carrying loopback, written in full with a dotted quad'],
    ['64:ff9b:1::808:808', 'local-use NAT64 64:ff9b:1::/48'],
    ['2002:0a00:0001::1', '6to4 carrying 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 carrying 192.168.1.1'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['2607:f8b0:4004:c07::64%eth0', 'an address with a zone (only scoped addresses have one)'],
    ['not-an-address', 'not an IP at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2607:f8b0:4004:c07::64',
    '::ffff:8.8.8.8',
    '0:0:0:0:0:ffff:808:808',
    '64:ff9b::8.8.8.8',
    '64:ff9b:0:0:0:0:808:808',
  ])('accepts the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('resolvePublicAddress', () => {
  it('accepts a name whose every address is public, and returns the address to connect to', async () => {
    await expect(
      resolvePublicAddress('hooks.example.com', resolvesTo('93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946')),
    ).resolves.toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses a name when any one of its addresses is not public', async () => {
    await expect(resolvePublicAddress('hooks.example.com', resolvesTo('93.184.216.34', '10.0.0.5'))).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('metadata.example.com', resolvesTo('169.254.169.254'))).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('nothing.example.com', resolvesTo())).rejects.toThrow(UnsafeAddressError);
    // A name whose AAAA record is an IPv4-translated or NAT64 form of an inside address.
    await expect(resolvePublicAddress('hooks.example.com', resolvesTo('::ffff:0:a9fe:a9fe'))).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('hooks.example.com', resolvesTo('64:ff9b:0:0:0:0:a00:5'))).rejects.toThrow(UnsafeAddressError);
  });

  it('checks an IP literal without asking the resolver', async () => {
    let asked = 0;
    const counting: Resolver = async () => {
      asked += 1;
      return [{ address: '8.8.8.8', family: 4 }];
    };
    await expect(resolvePublicAddress('127.0.0.1', counting)).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('[::1]', counting)).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('[::ffff:0:127.0.0.1]', counting)).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('[64:ff9b:0:0:0:0:7f00:1]', counting)).rejects.toThrow(UnsafeAddressError);
    await expect(resolvePublicAddress('8.8.4.4', counting)).resolves.toEqual({ address: '8.8.4.4', family: 4 });
    expect(asked).toBe(0);
  });
});
