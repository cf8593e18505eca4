// Data on first start, safe to run again: the reference institutions, sample properties and both programmes' versions (the first, and
// the 2026 ones when missing: src/server/features/programme/service.ts) always; the fictitious
// test institutions and the published demo logins only with demo data on (decision 0071).
import { eq, inArray } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { createCredentialAccount } from '../auth/accounts';
import { enrolTwoFactorWithKey } from '../auth/two-factor';
import type { Db } from './client';
import { schema } from './client';
import { ensureInitialVersion } from '../features/programme/service';
import { demoBuyer, demoInstitution, demoOperator, demoSecondInstitution } from './demo-accounts';
import { seedInstitutions, seedProperties } from './seed-data';

export async function seedReferenceData(db: Db) {
  await db
    .insert(schema.institutions)
    .values(seedInstitutions.filter((institution) => !institution.isTest))
    .onConflictDoNothing();
  // The sample homes are published examples (docs/product/listings.md#the-sample-homes).
  const publishedAt = new Date('2026-01-01T00:00:00Z');
  await db
    .insert(schema.properties)
    .values(seedProperties.map((property) => ({ ...property, status: 'published' as const, isExample: true, publishedAt })))
    .onConflictDoNothing();
  await ensureInitialVersion(db);
}

/** The fictitious lenders (flagged `isTest`, shown to buyers with " (prueba)") and every demo login. */
export async function seedDemoData(auth: Auth, db: Db) {
  await db
    .insert(schema.institutions)
    .values(seedInstitutions.filter((institution) => institution.isTest))
    .onConflictDoNothing();
  await seedDemoAccounts(auth, db);
}

const demoEmails = [demoBuyer.email, demoOperator.email, demoInstitution.email, demoSecondInstitution.email];

/** Demo logins an earlier start left in this database (their passwords are published). */
export async function leftoverDemoLogins(db: Db): Promise<string[]> {
  const rows = await db.select({ email: schema.user.email }).from(schema.user).where(inArray(schema.user.email, demoEmails));
  return rows.map((row) => row.email);
}

async function seedDemoAccounts(auth: Auth, db: Db) {
  const hasUser = async (email: string) =>
    (await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email))).length > 0;

  if (!(await hasUser(demoBuyer.email))) {
    await createCredentialAccount(auth, db, { ...demoBuyer, role: 'buyer' });
  }
  if (!(await hasUser(demoOperator.email))) {
    const operator = await createCredentialAccount(auth, db, { ...demoOperator, role: 'admin' });
    await enrolTwoFactorWithKey(auth, db, operator.id, demoOperator.totpSecret);
  }
  for (const login of [demoInstitution, demoSecondInstitution]) {
    if (await hasUser(login.email)) continue;
    const [institution] = await db
      .select({ id: schema.institutions.id })
      .from(schema.institutions)
      .where(eq(schema.institutions.name, login.institutionName));
    if (!institution) throw new Error(`Seed data lacks the demo institution "${login.institutionName}"`);
    const staff = await createCredentialAccount(auth, db, {
      email: login.email,
      password: login.password,
      name: 'Oficial de Prueba',
      role: 'institution',
      institutionId: institution.id,
    });
    await enrolTwoFactorWithKey(auth, db, staff.id, login.totpSecret);
  }
}
