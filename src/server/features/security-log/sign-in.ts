// Sign-ins, failed sign-ins, password resets and changes in the security log. better-auth runs these routes; the auth
// bridge (session/routes.ts) and the institution login call here around them. A failure names the account by id when
// the e-mail has one; otherwise only a keyed hash of the e-mail is kept, never the address or the password typed.
import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../auth/auth';
import { sessionCookie, verifiedToken } from '../../auth/session-cookie';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { raiseFailedSignInAlert } from './alerts';
import { recordSecurityEvent } from './record';

export type SignInMethod = 'password' | 'second_factor' | 'recovery_code' | 'institution_login';

async function accountOf(db: Db, where: { id: string } | { email: string }) {
  const u = schema.user;
  const [row] = await db
    .select({ id: u.id, institutionId: u.institutionId })
    .from(u)
    .where('id' in where ? eq(u.id, where.id) : eq(u.email, where.email.trim().toLowerCase()));
  return row ?? null;
}

export async function recordSignIn(db: Db, userId: string, method: SignInMethod): Promise<void> {
  const account = await accountOf(db, { id: userId });
  await recordSecurityEvent(db, { type: 'sign_in', userId, institutionId: account?.institutionId ?? null, detail: { method } });
}

/** A short keyed hash of an e-mail that has no account: repeated tries on one address group together, unreadable. */
function identityHash(authSecret: string, email: string): string {
  const key = Buffer.from(hkdfSync('sha256', authSecret, '', 'security-log-identity', 32));
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/** A refused sign-in: by the account's id when there is one (and then the many-failures alert is checked). */
export async function recordSignInFailure(
  db: Db,
  config: Config,
  attempt: { email?: string; userId?: string; step: 'password' | 'code' },
): Promise<void> {
  const account = attempt.userId
    ? await accountOf(db, { id: attempt.userId })
    : typeof attempt.email === 'string'
      ? await accountOf(db, { email: attempt.email })
      : null;
  if (!account) {
    if (typeof attempt.email !== 'string') return;
    await recordSecurityEvent(db, {
      type: 'sign_in_failed',
      userId: null,
      detail: { step: attempt.step, knownAccount: false, identity: identityHash(config.authSecret, attempt.email) },
    });
    return;
  }
  await recordSecurityEvent(db, {
    type: 'sign_in_failed',
    userId: account.id,
    institutionId: account.institutionId,
    detail: { step: attempt.step },
  });
  await raiseFailedSignInAlert(db, config, account.id);
}

const codeRoutes: Record<string, SignInMethod> = {
  '/two-factor/verify-totp': 'second_factor',
  '/two-factor/verify-backup-code': 'recovery_code',
};

export interface AuthRouteWatch {
  /** Call with a clone of better-auth's answer, before the bridge reads it. */
  done(response: Response): Promise<void>;
}

/**
 * What the auth bridge calls around a better-auth route: returns null for routes the log does not watch. Reads what it
 * needs before better-auth acts (a reset token is spent by the reset; the challenged account of a code step), then
 * records the outcome. A write that fails is logged (without the request's data) and the sign-in goes on: the log
 * must not lock people out. Reads of contact data, by contrast, fail closed (audit/record.ts).
 */
export async function watchAuthRoute(
  deps: { auth: Auth; db: Db; config: Config; log: FastifyBaseLogger },
  call: { route: string; body: unknown; cookieHeader: string | undefined; signedInUserId: () => Promise<string | null> },
): Promise<AuthRouteWatch | null> {
  const { auth, db, config } = deps;
  const { route } = call;
  const body = (call.body && typeof call.body === 'object' ? call.body : {}) as Record<string, unknown>;
  let outcome: ((response: Response) => Promise<void>) | null = null;

  if (route === '/sign-in/email') {
    const email = typeof body.email === 'string' ? body.email : undefined;
    outcome = async (response) => {
      if (!response.ok) return recordSignInFailure(db, config, { email, step: 'password' });
      const answer = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean; user?: { id?: string } } | null;
      // A challenged sign-in is not one yet: the code step records it.
      if (answer?.twoFactorRedirect === true || typeof answer?.user?.id !== 'string') return;
      await recordSignIn(db, answer.user.id, 'password');
    };
  } else if (codeRoutes[route]) {
    // A code step of a sign-in has no session yet; a signed-in caller is enrolling or re-checking, which second-factor.ts logs.
    if ((await call.signedInUserId()) !== null) return null;
    const challenged = await challengedUserId(auth, config.authSecret, call.cookieHeader);
    if (!challenged) return null;
    const method = codeRoutes[route]!;
    outcome = async (response) => {
      if (response.ok) await recordSignIn(db, challenged, method);
      else await recordSignInFailure(db, config, { userId: challenged, step: 'code' });
    };
  } else if (route === '/reset-password') {
    const token = typeof body.token === 'string' ? body.token : null;
    const owner = token ? await (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
    if (!owner) return null;
    outcome = async (response) => {
      if (!response.ok) return;
      const account = await accountOf(db, { id: owner.value });
      if (account) await recordSecurityEvent(db, { type: 'password_reset', userId: account.id, institutionId: account.institutionId });
    };
  } else if (route === '/change-password') {
    const userId = await call.signedInUserId();
    if (!userId) return null;
    outcome = async (response) => {
      if (!response.ok) return;
      const account = await accountOf(db, { id: userId });
      await recordSecurityEvent(db, { type: 'password_changed', userId, institutionId: account?.institutionId ?? null });
    };
  }
  if (!outcome) return null;
  const record = outcome;
  return {
    async done(response) {
      try {
        await record(response);
      } catch (error) {
        deps.log.error({ err: error, route }, 'security log: could not record an auth event');
      }
    },
  };
}

/** The account whose sign-in waits on a code: better-auth's signed challenge cookie names a verification row. */
async function challengedUserId(auth: Auth, secret: string, cookieHeader: string | undefined): Promise<string | null> {
  const context = await auth.$context;
  const value = sessionCookie(cookieHeader, context.createAuthCookie('two_factor').name);
  const identifier = value ? verifiedToken(value, secret) : null;
  if (!identifier) return null;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}
