// Institutions and their staff logins (docs/product/roles.md#institutions-are-real-accounts).
import { and, eq, sql } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { IncomingHttpHeaders } from 'node:http';
import { errorCopy } from '../../../shared/copy/errors';
import type { InstitutionLoginInput } from '../../../shared/schemas/auth';
import type { PublicInstitution } from '../../../shared/schemas/institutions';
import { clientIpHeader, runPrivilegedSignIn, type Auth } from '../../auth/auth';
import { createCredentialAccount } from '../../auth/accounts';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { SeedInstitution } from '../../db/seed-data';
import type { Config } from '../../config';
import { recordSignIn, recordSignInFailure } from '../security-log/service';
import { BadRequestError, UnauthorizedError } from '../../http/errors';
import { staffPasswordProblem } from '../../../shared/domain/staff-password';
import { buyerFacingName } from './buyer-name';

/** Other features read the buyer-facing name through this module (the one face of the feature). */
export { buyerFacingName };

export type NewInstitution = Omit<SeedInstitution, 'slug' | 'isTest'> & { slug?: string; isTest?: boolean };

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function findInstitutionByName(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(schema.institutions)
    .where(sql`lower(${schema.institutions.name}) = lower(${name.trim()})`);
  return row ?? null;
}

export async function createInstitution(db: Db, input: NewInstitution) {
  const [row] = await db
    .insert(schema.institutions)
    .values({ ...input, slug: input.slug ?? slugify(input.name), isTest: input.isTest ?? false })
    .returning();
  return row!;
}

/**
 * Adds a staff login to an institution: the one path for the CLI, the console and the seed. The password rule
 * (decision 0055) is checked here, so every caller refuses the same weak passwords with the same Spanish text.
 */
export function addStaffLogin(auth: Auth, db: Db, institutionId: string, login: { email: string; password: string; name?: string }) {
  const problem = staffPasswordProblem(login.password, login.email);
  if (problem) throw new BadRequestError(problem);
  return createCredentialAccount(auth, db, {
    email: login.email,
    password: login.password,
    name: login.name ?? login.email.split('@')[0] ?? login.email,
    role: 'institution',
    institutionId,
  });
}

/**
 * Signs a staff member in only when e-mail, password and institution all match; every failure gives the same
 * answer so the form cannot be used to learn which institutions or e-mails exist.
 */
export async function institutionSignIn(
  auth: Auth,
  db: Db,
  config: Config,
  input: InstitutionLoginInput,
  request: { headers: IncomingHttpHeaders; ip: string },
): Promise<{ institution: { id: string; name: string }; twoFactorRequired: boolean; setCookies: string[] }> {
  try {
    const result = await staffSignIn(auth, db, input, request);
    // With a code to give, the code step (through the auth bridge) records the sign-in; without one, it is done here.
    if (!result.twoFactorRequired && result.userId) await recordSignIn(db, result.userId, 'institution_login');
    return result;
  } catch (error) {
    // The security log: the account's id if the e-mail has one, never the e-mail typed or the password.
    if (error instanceof UnauthorizedError) await recordSignInFailure(db, config, { email: input.email, step: 'password' });
    throw error;
  }
}

async function staffSignIn(
  auth: Auth,
  db: Db,
  input: InstitutionLoginInput,
  request: { headers: IncomingHttpHeaders; ip: string },
): Promise<{ institution: { id: string; name: string }; twoFactorRequired: boolean; setCookies: string[]; userId: string | null }> {
  const email = input.email.trim().toLowerCase();
  const [staff] = await db
    .select({ institutionId: schema.institutions.id, institutionName: schema.institutions.name })
    .from(schema.user)
    .innerJoin(schema.institutions, eq(schema.institutions.id, schema.user.institutionId))
    .where(
      and(
        eq(schema.user.email, email),
        eq(schema.user.role, 'institution'),
        eq(schema.user.active, true),
        eq(schema.institutions.active, true),
        sql`lower(${schema.institutions.name}) = lower(${input.institutionName.trim()})`,
      ),
    );

  const headers = fromNodeHeaders(request.headers);
  headers.set(clientIpHeader, request.ip);
  headers.delete('content-length');
  if (!staff) {
    // Spend the same time as a real password check, so timing does not reveal which accounts exist.
    await (await auth.$context).password.hash(input.password);
    throw new UnauthorizedError(errorCopy.institutionCredentials);
  }
  try {
    const response = await runPrivilegedSignIn(() =>
      auth.api.signInEmail({ body: { email, password: input.password, rememberMe: true }, headers, asResponse: true }),
    );
    if (!response.ok) throw new UnauthorizedError(errorCopy.institutionCredentials);
    // With a second factor enrolled, better-auth holds the session back and sets a short-lived challenge cookie instead.
    const answer = (await response.json()) as { twoFactorRedirect?: boolean; user?: { id?: string } };
    return {
      institution: { id: staff.institutionId, name: staff.institutionName },
      twoFactorRequired: answer.twoFactorRedirect === true,
      setCookies: response.headers.getSetCookie(),
      userId: answer.user?.id ?? null,
    };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    throw new UnauthorizedError(errorCopy.institutionCredentials);
  }
}

/** The institution's own public fields besides id and name, as columns (the console selects them too). */
export const institutionFieldColumns = {
  kind: schema.institutions.kind,
  contactMethod: schema.institutions.contactMethod,
  email: schema.institutions.email,
  phone: schema.institutions.phone,
  website: schema.institutions.website,
  description: schema.institutions.description,
};

/** Active institutions for buyers to choose from; picks public fields only, so a new column cannot leak. */
export async function listPublicInstitutions(db: Db): Promise<PublicInstitution[]> {
  const t = schema.institutions;
  return db
    .select({ id: t.id, name: buyerFacingName, ...institutionFieldColumns, isTest: t.isTest })
    .from(t)
    .where(eq(t.active, true))
    .orderBy(t.isTest, t.name);
}
