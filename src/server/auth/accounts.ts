// Accounts that the operator creates (staff, admins): hashed by better-auth, never through public sign-up.
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { schema } from '../db/client';
import type { Auth } from './auth';

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  role: Role;
  institutionId?: string | null;
}

/** Creates the user and its credential account; refuses an e-mail that already has an account. */
export async function createCredentialAccount(auth: Auth, db: Db, input: NewAccount): Promise<{ id: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  if (existing) throw new AccountExistsError(email);
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(schema.user).values({
      id,
      email,
      name: input.name.trim(),
      emailVerified: true,
      role: input.role,
      institutionId: input.institutionId ?? null,
    });
    await tx
      .insert(schema.account)
      .values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
  });
  return { id };
}

export class AccountExistsError extends Error {
  constructor(readonly email: string) {
    super(`An account with e-mail ${email} already exists`);
  }
}
