// The path of a request to better-auth, exactly as better-auth will act on it. A path written any other way (dot
// segments, percent-encodings, empty segments) is refused, so the rate-limit tier and better-auth never disagree.

/**
 * Guesses a password (verify-password too, so a borrowed session cannot try passwords fast) or a second-factor code,
 * or sends an e-mail: the strict tier.
 */
const credentialRoutes =
  /^\/api\/auth\/(sign-in|sign-up|forget-password|reset-password|change-password|set-password|verify-password|request-password-reset|send-verification-email|two-factor\/verify-[a-z-]+)(\/|$)/i;

/** The pathname better-auth will see, or `null` when the request spells it differently from that. */
export function canonicalAuthPath(rawUrl: string, publicUrl: string): string | null {
  const sent = rawUrl.split('?')[0] ?? '';
  let normalized: string;
  try {
    normalized = new URL(rawUrl, publicUrl).pathname;
  } catch {
    return null;
  }
  if (normalized !== sent || sent.includes('%') || sent.includes('//')) return null;
  return sent;
}

/** Whether a request belongs to the credential tier; a malformed path counts there too (it is refused anyway). */
export function isCredentialRequest(rawUrl: string, publicUrl: string): boolean {
  const path = canonicalAuthPath(rawUrl, publicUrl);
  return path === null || credentialRoutes.test(path);
}
