// What the app adds to better-auth's two-factor routes: the session remembers when it passed a second factor, and the
// security log records enrolments, recovery codes and changes (docs/decisions/0122-second-factor.md).
import { eq } from 'drizzle-orm';
import type { SecurityEventType } from '../../../shared/schemas/security';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { sessionCookie } from '../../auth/session-cookie';
import { recordSecurityEvent } from '../security-log/service';

/** The two-factor routes (after /api/auth) that pass a second factor for a session when they answer 2xx. */
export const secondFactorPassingRoutes = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** Stamps the session whose token better-auth just answered with: it passed a second factor now. */
export async function markSecondFactorPassed(db: Db, sessionToken: string): Promise<string | null> {
  const [row] = await db
    .update(schema.session)
    .set({ secondFactorAt: new Date() })
    .where(eq(schema.session.token, sessionToken))
    .returning({ userId: schema.session.userId });
  return row?.userId ?? null;
}

/** The security-log entry a successful two-factor route makes, given whether the caller had it on before. */
export function securityEventOf(route: string, enabledBefore: boolean | null): SecurityEventType | null {
  if (route === '/two-factor/verify-backup-code') return 'recovery_code_used';
  if (route === '/two-factor/verify-totp' && enabledBefore === false) return 'two_factor_enabled';
  if (route === '/two-factor/disable') return 'two_factor_disabled';
  if (route === '/two-factor/generate-backup-codes') return 'recovery_codes_regenerated';
  return null;
}

export async function recordTwoFactorEvent(db: Db, type: SecurityEventType, userId: string): Promise<void> {
  const [owner] = await db.select({ institutionId: schema.user.institutionId }).from(schema.user).where(eq(schema.user.id, userId));
  await recordSecurityEvent(db, { type, userId, institutionId: owner?.institutionId ?? null });
}

/** Whether the account behind an e-mail may tick "trust this device" at its code step: buyers only. */
export async function mayTrustDevice(db: Db, email: string): Promise<boolean> {
  const [owner] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.email, email.trim().toLowerCase()));
  return owner?.role === 'buyer';
}

/**
 * What a successful sign-in or two-factor answer becomes: a challenged sign-in says whether "trust this device" may be
 * offered; a passed second factor stamps the session and leaves the session token out of the body (it lives in the
 * HttpOnly cookie only); changes to the second factor are logged.
 */
export async function afterTwoFactorStep(
  db: Db,
  route: string,
  answer: unknown,
  before: { userId: string; twoFactorEnabled: boolean } | null,
  requestBody: unknown,
  issuedSessionToken: string | null,
): Promise<unknown> {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  if (route === '/sign-in/email') {
    if (body.twoFactorRedirect !== true) return answer;
    const email = (requestBody as { email?: unknown } | undefined)?.email;
    return { ...body, trustDeviceOffered: typeof email === 'string' && (await mayTrustDevice(db, email)) };
  }
  let userId = before?.userId ?? null;
  if (secondFactorPassingRoutes.has(route)) {
    // An enrolment or a sign-in code starts a new session (its cookie); a re-check keeps the caller's (the body's token).
    const token = issuedSessionToken ?? (typeof body.token === 'string' ? body.token : null);
    if (token) userId = (await markSecondFactorPassed(db, token)) ?? userId;
    delete body.token;
  }
  const event = securityEventOf(route, before ? before.twoFactorEnabled : null);
  if (event && userId) await recordTwoFactorEvent(db, event, userId);
  return body;
}

/** The token of the session cookie among better-auth's Set-Cookie headers (`<token>.<signature>`), if it set one. */
export function issuedSessionToken(setCookies: string[], cookieName: string): string | null {
  for (const cookie of setCookies) {
    const value = sessionCookie(cookie.split(';')[0], cookieName);
    if (value) return value.slice(0, value.lastIndexOf('.')) || null;
  }
  return null;
}
