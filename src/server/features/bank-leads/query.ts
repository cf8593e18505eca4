// The one query behind every institution view of leads (list, single lead, CSV, counts): contact columns are chosen
// in SQL only for leads this institution unlocked, so locked contact data never leaves the database (docs/product/roles.md#contact-data-only-after-unlock).
import { and, desc, eq, gte, lte, Placeholder, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bankStatus, leadRowState } from '../../../shared/domain/lead-status';
import type { BankLead, BankLeadFilters, BankLeadSummary, LeadStatusFilter } from '../../../shared/schemas/bank-leads';
import { programmeTimeZone } from '../../../shared/time-zone';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { Cursor } from './cursor';

const l = schema.leads;
const cr = schema.connectionRequests;

const whenUnlocked = (column: AnyColumn) => sql<string | null>`case when ${cr.unlockedAt} is not null then ${column} end`;

/** Where each status filter puts a lead; the summary counts with the same conditions. */
export const statusConditions: Record<LeadStatusFilter, SQL> = {
  available: sql`(${cr.id} is null or (${cr.status} = 'pending' and ${cr.requestPaymentId} is null))`,
  waiting: sql`(${cr.status} = 'pending' and ${cr.requestPaymentId} is not null)`,
  accepted: sql`(${cr.status} = 'accepted' and ${cr.unlockedAt} is null)`,
  unlocked: sql`${cr.unlockedAt} is not null`,
  rejected: sql`${cr.status} = 'declined'`,
};

/** How a filter's value enters the SQL: as itself, or as a named placeholder of a statement built once (selectPage). */
type FilterValue = <T extends string | number>(name: string, value: T) => T | SQLWrapper;
const asValue: FilterValue = (_name, value) => value;

/** Filters of the list; dates are calendar days in Puerto Rico, as the officer reads them. */
export function filterConditions(filters: BankLeadFilters, options: { includeStatus: boolean }, value: FilterValue = asValue): SQL[] {
  const conditions: SQL[] = [];
  if (filters.municipio) conditions.push(eq(l.municipio, value('municipio', filters.municipio)));
  if (filters.minBudget !== undefined) conditions.push(gte(l.targetPriceDollars, value('minBudget', filters.minBudget)));
  if (filters.maxBudget !== undefined) conditions.push(lte(l.targetPriceDollars, value('maxBudget', filters.maxBudget)));
  if (filters.from)
    conditions.push(sql`${l.createdAt} >= (${value('from', filters.from)}::date)::timestamp at time zone ${programmeTimeZone}`);
  if (filters.to)
    conditions.push(sql`${l.createdAt} < (${value('to', filters.to)}::date + 1)::timestamp at time zone ${programmeTimeZone}`);
  if (options.includeStatus && filters.status) conditions.push(statusConditions[filters.status]);
  return conditions;
}

/** Each lead with the calling institution's own request, if any; never another institution's. */
export const ownRequest = (institutionId: string | SQLWrapper) => and(eq(cr.leadId, l.id), eq(cr.institutionId, institutionId));

/**
 * The one rule of which leads exist for institutions: only those whose buyer verified the account e-mail (a bank never
 * pays for an address nobody reads; docs/decisions/0062-…). The database copies the buyer's flag onto the lead
 * (`leads.buyer_verified`, drizzle/0010_lead_buyer_verified.sql), so this reads the lead alone; written bare, not
 * `= $1`, so the planner matches the partial indexes on it (docs/decisions/0096-lead-on-sale-flag-and-analyze.md).
 */
const onSale = sql`${l.buyerVerified}`;

/** Narrows `select … from leads` to leads on sale matching `conditions`, joined with the calling institution's own request. */
export function leadsForInstitution<T extends PgSelect>(fromLeads: T, institutionId: string | SQLWrapper, conditions: SQL[]) {
  return fromLeads.leftJoin(cr, ownRequest(institutionId)).where(and(onSale, ...conditions));
}

/** Whether an institution may see (and so pay to contact) this lead at all. */
export async function isLeadOnSale(db: Db, leadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.id, leadId), onSale));
  return row !== undefined;
}

export function bankLeadSelection(db: Db, institutionId: string | SQLWrapper, conditions: SQL[]) {
  const fromLeads = db
    .select({
      id: l.id,
      municipio: l.municipio,
      precioMeta: l.precioMeta,
      cursorTime: sql<string>`to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      variantTested: l.variantTested,
      requestId: cr.id,
      requestStatus: cr.status,
      requestPaymentId: cr.requestPaymentId,
      unlockedAt: cr.unlockedAt,
      nombre: whenUnlocked(l.nombre),
      correo: whenUnlocked(l.correo),
      movil: whenUnlocked(l.movil),
    })
    .from(l)
    .$dynamic();
  return leadsForInstitution(fromLeads, institutionId, conditions);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof bankLeadSelection>['execute']>>[number];

export function toBankLead(row: SelectedRow): BankLead {
  const unlocked = row.unlockedAt !== null;
  const facts = row.requestId && row.requestStatus ? { status: row.requestStatus, paid: row.requestPaymentId !== null, unlocked } : null;
  return {
    id: row.id,
    municipio: row.municipio,
    precioMeta: row.precioMeta,
    createdAt: new Date(row.cursorTime).toISOString(),
    variantTested: row.variantTested,
    state: leadRowState(facts),
    requestStatus: facts ? bankStatus(facts.status) : null,
    connectionRequestId: row.requestId,
    requestPurchaseId: row.requestPaymentId,
    unlocked,
    // Belt and braces: the SQL already nulls these for locked rows.
    nombre: unlocked ? row.nombre : null,
    correo: unlocked ? row.correo : null,
    movil: unlocked ? row.movil : null,
  };
}

/**
 * The page's statement for one combination of filters, built once per database handle: building the SQL cost the
 * app more than running it (docs/performance.md, docs/decisions/0099-…). The unfiltered list, what the dashboard
 * opens on, is prepared by name, so PostgreSQL parses and plans it once per connection: its best plan (newest leads
 * first, then this institution's request by its unique index) does not depend on any value. A filtered page is sent
 * unnamed and planned for its values each time: by name, PostgreSQL kept a generic plan that made one filtered page
 * five times slower at 100,000 leads.
 */
const pageStatements = new WeakMap<Db, Map<string, ReturnType<typeof preparePage>>>();
const unnamedStatement = '';

function preparePage(db: Db, conditions: SQL[], name: string) {
  const page = bankLeadSelection(db, sql.placeholder('institutionId'), conditions)
    .orderBy(desc(l.createdAt), desc(l.id))
    .limit(sql.placeholder('limit'));
  // A value written into a statement kept for its shape would answer every later request with it (another
  // institution's, another filter's): only placeholders and the time zone, a constant, may be its parameters.
  const frozen = page.toSQL().params.filter((param) => !(param instanceof Placeholder) && param !== programmeTimeZone);
  if (frozen.length > 0) throw new Error(`a leads page statement holds values instead of placeholders: ${frozen.join(', ')}`);
  return page.prepare(name);
}

function pageStatement(db: Db, filters: BankLeadFilters, cursor: Cursor | null) {
  const used: string[] = [];
  const conditions = filterConditions(filters, { includeStatus: true }, (name) => {
    used.push(name);
    return sql.placeholder(name);
  });
  if (cursor)
    conditions.push(sql`(${l.createdAt}, ${l.id}) < (${sql.placeholder('cursorTime')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`);
  const shape = [...used, `status=${filters.status ?? ''}`, `cursor=${cursor !== null}`].join(',');
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = new Map()));
  let statement = statements.get(shape);
  if (!statement) {
    // Named by what it is, so every handle on one pool (a transaction, a second drizzle) gives one SQL one name.
    const unfiltered = used.length === 0 && !filters.status;
    statement = preparePage(db, conditions, unfiltered ? `bank_leads_page_unfiltered_${cursor ? 'after' : 'first'}` : unnamedStatement);
    statements.set(shape, statement);
  }
  return statement;
}

/** One page, newest first, strictly after the cursor, and the cursor after it (null on the last page). */
export async function selectPage(db: Db, institutionId: string, filters: BankLeadFilters, cursor: Cursor | null, limit: number) {
  // One row more than asked says whether a next page exists.
  const rows = await pageStatement(db, filters, cursor).execute({
    ...filters,
    institutionId,
    limit: limit + 1,
    cursorTime: cursor?.createdAt,
    cursorId: cursor?.id,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next: Cursor | null = rows.length > limit && last ? { createdAt: last.cursorTime, id: last.id } : null;
  return { leads: page.map(toBankLead), next };
}

/**
 * The counts of the filtered leads on sale (the status filter left out, so they stay a breakdown): the leads are
 * counted alone, from the partial indexes when the filters allow, and only this institution's requests are joined to
 * break them down. Joining every lead to its request would cost a pass over all of them.
 */
export async function countForInstitution(db: Db, institutionId: string, filters: BankLeadFilters): Promise<BankLeadSummary> {
  const matching = and(onSale, ...filterConditions(filters, { includeStatus: false }));
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const leadCount = db
    .select({ total: sql<number>`count(*)::int` })
    .from(l)
    .where(matching);
  const [row] = await db
    .select({
      total: sql<number>`(${leadCount})`,
      requested: sql<number>`count(*)::int`,
      // Among rows that have a request, `available` is exactly the unpaid ones.
      unpaid: count(statusConditions.available),
      waiting: count(statusConditions.waiting),
      // "Approved requests" counts unlocked ones too; the status filter `accepted` means "accepted, not yet unlocked".
      accepted: count(sql`${cr.status} = 'accepted'`),
      unlocked: count(statusConditions.unlocked),
      rejected: count(statusConditions.rejected),
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .where(and(eq(cr.institutionId, institutionId), matching));
  const { total, requested, unpaid, ...requests } = row!;
  return { total, available: total - requested + unpaid, ...requests };
}
