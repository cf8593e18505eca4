// What a database error means, whichever driver (pg or PGlite) raised it and however deeply it is wrapped.

/** PostgreSQL's unique_violation: a concurrent write that passed our own checks first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
