// Staff and operators see buyers' contact data, so every way better-auth sets their password (change, forgotten-password
// reset, set-password) obeys the same rule as the console and the CLI (decision 0055, docs/decisions/0061-…).
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { staffPasswordProblem } from '../../shared/domain/staff-password';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import { spanishAuthError } from './auth-errors';

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose password the request would set: the reset token's owner, or the signed-in user. */
async function passwordOwner(ctx: HookContext): Promise<string | null> {
  if (ctx.path === '/reset-password') {
    const body = (ctx.body ?? {}) as { token?: unknown };
    const query = (ctx.query ?? {}) as { token?: unknown };
    const token = typeof body.token === 'string' ? body.token : typeof query.token === 'string' ? query.token : null;
    if (!token) return null;
    const verification = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`);
    return verification?.value ?? null;
  }
  const session = await getSessionFromCtx(ctx);
  return session?.user.id ?? null;
}

/** Part of the before-hook (auth.ts): refuses a staff password that breaks the staff rule. */
export function checkStaffPassword(db: Db) {
  return async (ctx: HookContext) => {
    // Every better-auth endpoint that sets a password takes it as `newPassword` (set-password, server-only, has no path).
    const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
    if (typeof newPassword !== 'string') return; // the endpoint's own validation answers
    const userId = await passwordOwner(ctx);
    if (!userId) return; // no such token or session: the endpoint refuses it itself
    const [owner] = await db
      .select({ role: schema.user.role, email: schema.user.email })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    if (!owner || owner.role === 'buyer') return;
    const problem = staffPasswordProblem(newPassword, owner.email);
    if (problem) throw spanishAuthError('BAD_REQUEST', problem);
  };
}
