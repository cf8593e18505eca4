/** Only our own screens: an open redirect to another site would make a phishing link look like ours. */
export function safeReturnTo(candidate: string | null | undefined, fallback = '/dashboard'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (candidate.startsWith('/api/') || candidate === '/login' || candidate.startsWith('/login?')) return fallback;
  return candidate;
}
