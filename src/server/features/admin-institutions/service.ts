// The operator's institutions (docs/decisions/0055-staff-logins-from-the-console.md): list, create with a first staff login, edit contact fields, staff logins,
// deactivation. Creating goes through the same createInstitution + addStaffLogin as `npm run institution:create`.
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminCopy } from '../../../shared/copy/admin';
import { staffPasswordProblem } from '../../../shared/domain/staff-password';
import {
  adminPageSize,
  type AdminInstitution,
  type AdminInstitutionDetail,
  type CreateInstitutionInput,
  type InstitutionContactInput,
  type InstitutionListQuery,
  type InstitutionPage,
  type StaffLoginInput,
} from '../../../shared/schemas/admin';
import { AccountExistsError } from '../../auth/accounts';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { recordSecurityEvent } from '../security-log/service';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { addStaffLogin, createInstitution, findInstitutionByName, institutionFieldColumns, slugify } from '../institutions/service';
import { isUniqueViolation } from '../../db/errors';

const t = schema.institutions;
const u = schema.user;

/** Our own rules in Spanish: an e-mail already used, an institution name already used. */
async function translated<T>(work: () => Promise<T>, duplicate: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountExistsError) throw new ConflictError(adminCopy.duplicateEmail);
    if (isUniqueViolation(error)) throw new ConflictError(duplicate);
    throw error;
  }
}

const staffCounts = {
  staffCount: sql<number>`count(${u.id})::int`,
  activeStaffCount: sql<number>`(count(${u.id}) filter (where ${u.active}))::int`,
};

const listColumns = {
  id: t.id,
  name: t.name,
  ...institutionFieldColumns,
  active: t.active,
  isTest: t.isTest,
  createdAt: t.createdAt,
  ...staffCounts,
};

type ListRow = { createdAt: Date } & Omit<AdminInstitution, 'createdAt'>;
/** Institutions with their staff counted (left join, grouped by the primary key). */
const withStaff = (db: Db) =>
  db
    .select(listColumns)
    .from(t)
    .leftJoin(u, and(eq(u.institutionId, t.id), eq(u.role, 'institution')))
    .groupBy(t.id)
    .$dynamic();

const toAdminInstitution = (row: ListRow): AdminInstitution => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listInstitutions(db: Db, query: InstitutionListQuery): Promise<InstitutionPage> {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const staffMatch = sql`exists (select 1 from ${u} where ${u.institutionId} = ${t.id} and ${u.email} ilike ${like})`;
    conditions.push(or(ilike(t.name, like), ilike(sql`coalesce(${t.email}, '')`, like), staffMatch)!);
  }
  if (query.kind) conditions.push(eq(t.kind, query.kind));
  if (query.active) conditions.push(eq(t.active, query.active === 'true'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(t).where(where);
  const rows = await withStaff(db)
    .where(where)
    .orderBy(desc(t.active), t.name)
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  return { items: rows.map(toAdminInstitution), total: totals?.total ?? 0, page: query.page, pageSize: adminPageSize };
}

/** Every institution by name, active or not: the console's filter choices. */
export async function institutionOptions(db: Db): Promise<Array<{ id: string; name: string; active: boolean }>> {
  return db.select({ id: t.id, name: t.name, active: t.active }).from(t).orderBy(t.name);
}

export async function getInstitutionDetail(db: Db, institutionId: string): Promise<AdminInstitutionDetail> {
  if (!isUuid(institutionId)) throw new NotFoundError(adminCopy.institutionNotFound);
  const [row] = await withStaff(db).where(eq(t.id, institutionId));
  if (!row) throw new NotFoundError(adminCopy.institutionNotFound);
  const staff = await db
    .select({ id: u.id, name: u.name, email: u.email, active: u.active, twoFactorEnabled: u.twoFactorEnabled, createdAt: u.createdAt })
    .from(u)
    .where(and(eq(u.institutionId, institutionId), eq(u.role, 'institution')))
    .orderBy(u.createdAt);
  return { ...toAdminInstitution(row), staff: staff.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })) };
}

/** The institution and its first staff login, both or neither. */
export async function createInstitutionWithStaff(auth: Auth, db: Db, input: CreateInstitutionInput): Promise<AdminInstitutionDetail> {
  assertStrongPassword(input.staff);
  const id = await translated(
    () =>
      db.transaction(async (tx) => {
        if (await findInstitutionByName(tx, input.name)) throw new ConflictError(adminCopy.duplicateInstitution);
        const [sameSlug] = await tx
          .select({ id: t.id })
          .from(t)
          .where(eq(t.slug, slugify(input.name)));
        if (sameSlug || !slugify(input.name)) throw new ConflictError(adminCopy.duplicateInstitution);
        const institution = await createInstitution(tx, {
          name: input.name,
          kind: input.kind,
          contactMethod: input.contactMethod,
          email: input.email || null,
          phone: input.phone,
          website: input.website,
          description: input.description,
        });
        await addStaffLogin(auth, tx, institution.id, input.staff);
        return institution.id;
      }),
    adminCopy.duplicateInstitution,
  );
  return getInstitutionDetail(db, id);
}

export async function updateInstitutionContact(
  db: Db,
  institutionId: string,
  input: InstitutionContactInput,
): Promise<AdminInstitutionDetail> {
  if (!isUuid(institutionId)) throw new NotFoundError(adminCopy.institutionNotFound);
  const [row] = await db
    .update(t)
    .set({ phone: input.phone, website: input.website, description: input.description })
    .where(eq(t.id, institutionId))
    .returning({ id: t.id });
  if (!row) throw new NotFoundError(adminCopy.institutionNotFound);
  return getInstitutionDetail(db, institutionId);
}

export async function addStaffToInstitution(
  auth: Auth,
  db: Db,
  institutionId: string,
  input: StaffLoginInput,
): Promise<AdminInstitutionDetail> {
  if (!isUuid(institutionId)) throw new NotFoundError(adminCopy.institutionNotFound);
  assertStrongPassword(input);
  const [institution] = await db.select({ id: t.id }).from(t).where(eq(t.id, institutionId));
  if (!institution) throw new NotFoundError(adminCopy.institutionNotFound);
  await translated(() => addStaffLogin(auth, db, institutionId, input), adminCopy.duplicateEmail);
  return getInstitutionDetail(db, institutionId);
}

/** Deactivating ends every session of its staff in the same transaction; the viewer already refuses inactive institutions. */
export async function setInstitutionActive(db: Db, institutionId: string, active: boolean): Promise<AdminInstitutionDetail> {
  if (!isUuid(institutionId)) throw new NotFoundError(adminCopy.institutionNotFound);
  await db.transaction(async (tx) => {
    const [row] = await tx.update(t).set({ active }).where(eq(t.id, institutionId)).returning({ id: t.id });
    if (!row) throw new NotFoundError(adminCopy.institutionNotFound);
    if (!active) {
      const staff = tx.select({ id: u.id }).from(u).where(eq(u.institutionId, institutionId));
      await tx.delete(schema.session).where(inArray(schema.session.userId, staff));
    }
  });
  return getInstitutionDetail(db, institutionId);
}

export async function findStaff(db: Db, userId: string) {
  if (!userId || userId.length > 64) throw new NotFoundError(adminCopy.staffNotFound);
  const [staff] = await db
    .select({ id: u.id, email: u.email, institutionId: u.institutionId })
    .from(u)
    .where(and(eq(u.id, userId), eq(u.role, 'institution')));
  if (!staff?.institutionId) throw new NotFoundError(adminCopy.staffNotFound);
  return { ...staff, institutionId: staff.institutionId };
}

/** A deactivated login cannot sign in and its open sessions end now. */
export async function setStaffActive(db: Db, userId: string, active: boolean): Promise<AdminInstitutionDetail> {
  const staff = await findStaff(db, userId);
  await db.transaction(async (tx) => {
    await tx.update(u).set({ active, updatedAt: new Date() }).where(eq(u.id, staff.id));
    if (!active) await tx.delete(schema.session).where(eq(schema.session.userId, staff.id));
  });
  return getInstitutionDetail(db, staff.institutionId);
}

/** A new password, hashed by better-auth; the old sessions end so whoever knew the old one is out. */
export async function resetStaffPassword(
  auth: Auth,
  db: Db,
  userId: string,
  password: string,
  operatorId: string,
): Promise<AdminInstitutionDetail> {
  const staff = await findStaff(db, userId);
  assertStrongPassword({ email: staff.email, password });
  const hash = await (await auth.$context).password.hash(password);
  await db.transaction(async (tx) => {
    const a = schema.account;
    const [updated] = await tx
      .update(a)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(a.userId, staff.id), eq(a.providerId, 'credential')))
      .returning({ id: a.id });
    if (!updated)
      await tx
        .insert(a)
        .values({ id: crypto.randomUUID(), accountId: staff.id, providerId: 'credential', userId: staff.id, password: hash });
    await tx.delete(schema.session).where(eq(schema.session.userId, staff.id));
    await recordSecurityEvent(tx, {
      type: 'password_reset',
      userId: staff.id,
      actorUserId: operatorId,
      institutionId: staff.institutionId,
      detail: { by: 'operator' },
    });
  });
  return getInstitutionDetail(db, staff.institutionId);
}

function assertStrongPassword(login: { email: string; password: string }) {
  const problem = staffPasswordProblem(login.password, login.email);
  if (problem) throw new BadRequestError(problem);
}
