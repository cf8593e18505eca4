// Saved searches of an institution (docs/product/lender-integrations.md#saved-searches-and-digests): the dashboard's
// filters under a name. The institution always comes from the session; another institution's search is not found.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { savedSearchCopy } from '../../../shared/copy/saved-searches';
import type { BankLeadFilters } from '../../../shared/schemas/bank-leads';
import { maxSavedSearches, type DigestFrequency, type SavedSearch } from '../../../shared/schemas/saved-searches';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { isUniqueViolation } from '../../db/errors';

const ss = schema.savedSearches;

/** The filters that are set, as strings, the way the dashboard's address carries them. */
export function storedFilters(filters: BankLeadFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

type Row = typeof ss.$inferSelect;
const toSavedSearch = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  digest: row.digest,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSavedSearches(db: Db, institutionId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(ss)
    .where(eq(ss.institutionId, institutionId))
    .orderBy(asc(sql`lower(${ss.name})`), asc(ss.createdAt));
  return rows.map(toSavedSearch);
}

/** Names are told apart regardless of case ("Caguas" and "caguas" would read the same in the list and the e-mail). */
async function ensureNameFree(tx: Db, institutionId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: ss.id })
    .from(ss)
    .where(
      and(
        eq(ss.institutionId, institutionId),
        sql`lower(${ss.name}) = lower(${name})`,
        exceptId ? sql`${ss.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new ConflictError(savedSearchCopy.duplicateName);
}

async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(savedSearchCopy.duplicateName);
    throw error;
  }
}

export function createSavedSearch(
  db: Db,
  staff: Staff,
  input: { name: string; filters: BankLeadFilters; digest: DigestFrequency },
): Promise<SavedSearch> {
  return translated(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select({ n: count() }).from(ss).where(eq(ss.institutionId, staff.institutionId));
      if ((existing?.n ?? 0) >= maxSavedSearches) throw new ConflictError(savedSearchCopy.tooMany(maxSavedSearches));
      await ensureNameFree(tx, staff.institutionId, input.name);
      // Both watermarks default to now: a search announces leads that go on sale after it was saved, never older ones.
      const [row] = await tx
        .insert(ss)
        .values({
          institutionId: staff.institutionId,
          name: input.name,
          filters: storedFilters(input.filters),
          digest: input.digest,
          createdBy: staff.userId,
        })
        .returning();
      return toSavedSearch(row!);
    }),
  );
}

export function updateSavedSearch(
  db: Db,
  institutionId: string,
  id: string,
  patch: { name?: string; filters?: BankLeadFilters; digest?: DigestFrequency },
): Promise<SavedSearch> {
  if (!isUuid(id)) throw new NotFoundError(savedSearchCopy.notFound);
  return translated(() =>
    db.transaction(async (tx) => {
      // Locked: a digest pass under way finishes with the old settings first, and this change applies to the next one.
      const [current] = await tx
        .select({ id: ss.id })
        .from(ss)
        .where(and(eq(ss.id, id), eq(ss.institutionId, institutionId)))
        .for('update');
      if (!current) throw new NotFoundError(savedSearchCopy.notFound);
      if (patch.name !== undefined) await ensureNameFree(tx, institutionId, patch.name, id);
      const [row] = await tx
        .update(ss)
        .set({
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.filters !== undefined && { filters: storedFilters(patch.filters) }),
          ...(patch.digest !== undefined && { digest: patch.digest }),
          updatedAt: new Date(),
        })
        .where(eq(ss.id, id))
        .returning();
      return toSavedSearch(row!);
    }),
  );
}

export async function deleteSavedSearch(db: Db, institutionId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(savedSearchCopy.notFound);
  const deleted = await db
    .delete(ss)
    .where(and(eq(ss.id, id), eq(ss.institutionId, institutionId)))
    .returning({ id: ss.id });
  if (deleted.length === 0) throw new NotFoundError(savedSearchCopy.notFound);
}
