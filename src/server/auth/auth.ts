// better-auth, configured once: e-mail + password, sessions in our database, optional OpenID Connect.
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { passwordMaxLength, passwordMinLength } from '../../shared/schemas/auth';
import { errorCopy } from '../../shared/copy/errors';
import { screens } from '../../shared/screens';
import type { Config } from '../config';
import { spanishAuthError } from './auth-errors';
import { checkStaffPassword } from './staff-password-hook';
import { checkAuthBody } from './auth-body-rules';
import { checkTwoFactorRequest, twoFactorPlugin } from './two-factor';
import { emailVerificationSeconds, queueEmailVerificationEmail, queuePasswordResetEmail, resetPasswordTokenSeconds } from './account-mail';
import type { Db } from '../db/client';
import { schema } from '../db/client';

/** better-auth reads the client address from this header, which our bridge sets from Fastify's `request.ip`. */
export const clientIpHeader = 'x-casa-client-ip';

/**
 * Staff and operators must not get a session through the buyers' public sign-in: the institution login
 * (which also checks the institution's name) opens this scope around its own call to better-auth.
 */
const privilegedSignIn = new AsyncLocalStorage<true>();
export const runPrivilegedSignIn = <T>(fn: () => Promise<T>) => privilegedSignIn.run(true, fn);

export function createAuth(config: Config, db: Db) {
  const staffPassword = checkStaffPassword(db);
  return betterAuth({
    appName: 'Casa Joven PR',
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      // Forgotten password: a single-use link for one hour, and the reset ends every session of the account.
      sendResetPassword: ({ user, token }) => queuePasswordResetEmail(db, config.publicUrl, user, token),
      resetPasswordTokenExpiresIn: resetPasswordTokenSeconds,
      revokeSessionsOnPasswordReset: true,
    },
    // A buyer's e-mail is verified by a link before institutions see the lead; nothing else waits for it.
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      expiresIn: emailVerificationSeconds,
      sendVerificationEmail: ({ user, token }) => queueEmailVerificationEmail(db, config.publicUrl, user, token),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: false },
        institutionId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // Off on purpose: a cached cookie would keep a revoked session alive until the cache expires.
      cookieCache: { enabled: false },
    },
    // Fastify's @fastify/rate-limit applies our tiers to these routes (one limiter, keyed on the real client).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.env === 'production' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = checkAuthBody(ctx.path, ctx.body);
        await staffPassword(ctx);
        await checkTwoFactorRequest(ctx, db);
        // The body as our rule reads it (a trimmed name) is what better-auth acts on.
        if (body) return { context: { body } };
      }),
    },
    // better-auth's own error page is English HTML; its redirects land on our sign-in screen with `?error=CODE` instead.
    onAPIError: { errorURL: screens.login },
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            const [owner] = await db
              .select({ role: schema.user.role, active: schema.user.active })
              .from(schema.user)
              .where(eq(schema.user.id, session.userId));
            // One answer for both, the same as a wrong password: it must not confirm a staff login's password.
            // A staff login's code step (after the portal's password step) and its enrolment also start sessions.
            const codeStep = ctx?.path.startsWith('/two-factor/verify-') === true;
            if (!owner?.active || (owner.role === 'institution' && !privilegedSignIn.getStore() && !codeStep)) {
              throw spanishAuthError('UNAUTHORIZED', errorCopy.signInFailed);
            }
          },
        },
      },
    },
    plugins: [
      twoFactorPlugin(),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  discoveryUrl: `${config.oidc.issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
