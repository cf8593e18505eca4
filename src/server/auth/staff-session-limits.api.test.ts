// Staff and operator sessions end after 30 minutes without a request and 12 hours in all; buyers keep theirs
// (docs/product/two-factor.md, docs/security.md#second-factor).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../shared/api-paths';
import { schema } from '../db/client';
import { createAdmin, createStaff, setupTestApp, signUpBuyer } from '../../test/app';

const built = await setupTestApp();
const { app, as } = built;
const db = built.database.db;

const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

/** Moves a session's clock back, as if time had passed; the trigger on `expires_at` makes every process forget it. */
async function age(cookie: string, set: { idleMinutes?: number; ageHours?: number }) {
  await db
    .update(schema.session)
    .set({
      updatedAt: sql`now() - make_interval(mins => ${set.idleMinutes ?? 0})`,
      createdAt: sql`now() - make_interval(hours => ${set.ageHours ?? 0})`,
      expiresAt: sql`${schema.session.expiresAt} + interval '1 second'`,
    })
    .where(eq(schema.session.token, tokenOf(cookie)));
}

describe('staff session limits', () => {
  it('an officer idle for 31 minutes is signed out; one idle for 29 is not, and the request counts as use', async () => {
    const idle = await createStaff(built);
    const active = await createStaff(built);
    await age(idle.cookie, { idleMinutes: 31 });
    await age(active.cookie, { idleMinutes: 29 });
    expect((await as(idle).get(apiPaths.bankLeads)).statusCode).toBe(401);
    expect((await as(active).get(apiPaths.bankLeads)).statusCode).toBe(200);
    const [row] = await db
      .select({ lastSeen: schema.session.updatedAt })
      .from(schema.session)
      .where(eq(schema.session.token, tokenOf(active.cookie)));
    expect(Date.now() - row!.lastSeen.getTime()).toBeLessThan(60_000);
  });

  it('an operator session older than 12 hours ends even while in use', async () => {
    const operator = await createAdmin(built);
    await age(operator.cookie, { ageHours: 13 });
    expect((await as(operator).get(apiPaths.admin.leadStats)).statusCode).toBe(401);
  });

  it('a buyer idle for hours and signed in for days keeps the session', async () => {
    const buyer = await signUpBuyer(app);
    await age(buyer.cookie, { idleMinutes: 600, ageHours: 72 });
    expect((await as(buyer).get(apiPaths.progress)).statusCode).toBe(200);
  });
});
