// The second factor: better-auth's two-factor plugin (TOTP, RFC 6238, and ten single-use recovery codes), with the
// app's own rules around it (docs/decisions/0122-second-factor.md, docs/product/two-factor.md).
import { randomBytes } from 'node:crypto';
import { getSessionFromCtx } from 'better-auth/api';
import { symmetricEncrypt } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins';
import type { GenericEndpointContext } from 'better-auth';
import { eq } from 'drizzle-orm';
import { twoFactorCopy } from '../../shared/copy/two-factor';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import { spanishAuthError } from './auth-errors';
import type { Auth } from './auth';

/** A buyer may trust a device for 30 days; staff and operators give a code at every sign-in. */
export const trustDeviceDays = 30;
export const recoveryCodeCount = 10;

export function twoFactorPlugin() {
  return twoFactor({
    issuer: 'Casa Joven PR',
    trustDeviceMaxAge: trustDeviceDays * 24 * 60 * 60,
    backupCodeOptions: { amount: recoveryCodeCount, storeBackupCodes: 'encrypted' },
  });
}

const verifyRoutes = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** better-auth `before` hook: the rules the plugin has no option for. */
export async function checkTwoFactorRequest(ctx: GenericEndpointContext, db: Db): Promise<void> {
  if (verifyRoutes.has(ctx.path) && (ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice === true) {
    if ((await challengedRole(ctx, db)) !== 'buyer') throw spanishAuthError('BAD_REQUEST', twoFactorCopy.trustDeviceBuyersOnly);
  }
  if (ctx.path === '/two-factor/disable') {
    const session = await getSessionFromCtx(ctx);
    const role = (session?.user as { role?: unknown } | undefined)?.role;
    if (session && role !== 'buyer') throw spanishAuthError('FORBIDDEN', twoFactorCopy.staffCannotDisable);
  }
}

/** The role of the account whose sign-in waits on a code (better-auth's signed challenge cookie), if any. */
async function challengedRole(ctx: GenericEndpointContext, db: Db): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!challenge) return null;
  const [owner] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, challenge.value));
  return owner?.role ?? null;
}

/**
 * Enrols an account on a known base32 key, as if its first code had been verified: the demo logins only, whose keys
 * are published with their passwords. Stored the way better-auth stores an imported key (`base32:` prefix, encrypted).
 */
export async function enrolTwoFactorWithKey(auth: Auth, db: Db, userId: string, base32Key: string): Promise<void> {
  const key = (await auth.$context).secretConfig;
  const recoveryCodes = Array.from({ length: recoveryCodeCount }, () => randomBytes(5).toString('hex'));
  const secret = await symmetricEncrypt({ key, data: `base32:${base32Key}` });
  const backupCodes = await symmetricEncrypt({ key, data: JSON.stringify(recoveryCodes) });
  await db.transaction(async (tx) => {
    await tx.insert(schema.twoFactor).values({ id: crypto.randomUUID(), userId, secret, backupCodes, verified: true });
    await tx.update(schema.user).set({ twoFactorEnabled: true }).where(eq(schema.user.id, userId));
  });
}
