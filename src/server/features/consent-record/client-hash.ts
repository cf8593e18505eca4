// Who answered a connection request, as the consent records' `client_hash` (decision 0121): an HMAC-SHA-256 of the
// client address and browser under a key derived from AUTH_SECRET, so the certificate proves a claimed device without
// carrying the buyer's address. An unsalted SHA-256 gave the address back to anyone trying the 2^32 IPv4 addresses.
import { createHmac, hkdfSync } from 'node:crypto';

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

/** The stored value's version, so a record says how it was made; records older than it are a bare SHA-256. */
const prefix = 'hmac1:';

/** Derives the key once (HKDF, its own label: it is good for nothing else) and hashes each answer's client with it. */
export function clientHasher(authSecret: string): (client: ClientFacts) => string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, '', 'consent-client-hash', 32));
  return (client) => `${prefix}${createHmac('sha256', key).update(`${client.ip}\n${client.userAgent}`).digest('hex')}`;
}

/** The scheme of a stored hash, as the certificate names it. */
export const clientHashScheme = (hash: string): 'HMAC-SHA-256' | 'SHA-256' => (hash.startsWith(prefix) ? 'HMAC-SHA-256' : 'SHA-256');
