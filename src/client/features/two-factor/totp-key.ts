// The key of an authenticator app's otpauth:// URI, for people who type it instead of scanning the QR code.

/** The base32 `secret` of `otpauth://totp/…?secret=…`, or '' when the URI has none. */
export function secretOfUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret')?.replace(/=+$/, '') ?? '';
  } catch {
    return '';
  }
}

/** "ABCD EFGH IJ": groups of four, as authenticator apps accept them (they ignore the spaces). */
export const groupedKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';
