// The session token inside better-auth's signed cookie, read as better-auth reads it (better-call's getSignedCookie:
// the first cookie of that name, `<token>.<base64 HMAC-SHA256 of the token>`, URL-encoded), with Node's
// synchronous HMAC: WebCrypto's import of the key on every request cost more than the rest of the check.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The session cookie's value, decoded, before any check: `<token>.<signature>`, or null when there is none. */
export function sessionCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The token when the cookie's value carries one signed with `secret`; `null` when malformed or forged. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
