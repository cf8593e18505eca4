// The one query behind every institution view of leads (list, single lead, CSV, counts): contact columns are chosen
// in SQL only for leads this institution unlocked, so locked contact data never leaves the database (docs/product/roles.md#contact-data-only-after-unlock).
import { and, asc, desc, eq, gte, lt, lte, Placeholder, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bankStatus, leadRowState } from '../../../shared/domain/lead-status';
import type { BankLead, BankLeadFilters, BankLeadSummary, LeadStatusFilter } from '../../../shared/schemas/bank-leads';
import { programmeTimeZone } from '../../../shared/time-zone';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ContactPreferences } from '../../../shared/schemas/buyer-control';
import { openContact } from '../../crypto/contact-data';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import type { Cursor } from './cursor';

const l = schema.leads;
const cr = schema.connectionRequests;

/**
 * Contact data only while this institution holds the buyer's consent: it unlocked the lead and the buyer has not
 * withdrawn consent since (docs/product/buyer-control.md#revoking-consent).
 */
const contactable = sql`(${cr.unlockedAt} is not null and ${cr.revokedAt} is null)`;
const whenContactable = <T>(column: AnyColumn) => sql<T | null>`case when ${contactable} then ${column} end`;

/** How the default limit of open requests per lead enters the SQL: a number, or a statement's placeholder. */
type RequestLimit = number | SQLWrapper;

/**
 * A lead that takes no new requests for now (docs/product/buyer-control.md#a-cap-on-open-requests): its buyer paused them, or as
 * many paid requests as the buyer allows are waiting for an answer. Written so that it implies the predicate of
 * `leads_closed_to_requests_idx` (open_requests > 0 comes first), which lets the summary count these leads from it.
 */
export const closedToRequests = (defaultLimit: RequestLimit) =>
  sql`(${l.requestsPausedAt} is not null or (${l.openRequests} > 0 and ${l.openRequests} >= least(coalesce(${l.requestLimit}, ${defaultLimit}::int), ${defaultLimit}::int)))`;

const withoutPaidRequest = sql`(${cr.id} is null or (${cr.status} = 'pending' and ${cr.requestPaymentId} is null))`;

/** Where each status filter puts a lead; the summary counts with the same conditions. */
export function statusConditions(defaultLimit: RequestLimit): Record<LeadStatusFilter, SQL> {
  return {
    available: sql`(${withoutPaidRequest} and not ${closedToRequests(defaultLimit)})`,
    waiting: sql`(${cr.status} = 'pending' and ${cr.requestPaymentId} is not null)`,
    accepted: sql`(${cr.status} = 'accepted' and ${cr.unlockedAt} is null and ${cr.revokedAt} is null)`,
    unlocked: contactable,
    rejected: sql`${cr.status} = 'declined'`,
    revoked: sql`${cr.revokedAt} is not null`,
  };
}

/** How a filter's value enters the SQL: as itself, or as a named placeholder of a statement built once (selectPage). */
type FilterValue = <T extends string | number>(name: string, value: T) => T | SQLWrapper;
const asValue: FilterValue = (_name, value) => value;

/** Filters of the list; dates are calendar days in Puerto Rico, as the officer reads them. */
export function filterConditions(
  filters: BankLeadFilters,
  options: { includeStatus: boolean; requestLimit: RequestLimit },
  value: FilterValue = asValue,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.municipio) conditions.push(eq(l.municipio, value('municipio', filters.municipio)));
  if (filters.minBudget !== undefined) conditions.push(gte(l.targetPriceDollars, value('minBudget', filters.minBudget)));
  if (filters.maxBudget !== undefined) conditions.push(lte(l.targetPriceDollars, value('maxBudget', filters.maxBudget)));
  if (filters.from)
    conditions.push(sql`${l.createdAt} >= (${value('from', filters.from)}::date)::timestamp at time zone ${programmeTimeZone}`);
  if (filters.to)
    conditions.push(sql`${l.createdAt} < (${value('to', filters.to)}::date + 1)::timestamp at time zone ${programmeTimeZone}`);
  if (options.includeStatus && filters.status) conditions.push(statusConditions(options.requestLimit)[filters.status]);
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

/**
 * The leads that went on sale within [from, to) (`leads.on_sale_at`) and match these filters for this institution,
 * newest last: saved searches' digests and `lead.available` (docs/product/lender-integrations.md#saved-searches-and-digests).
 * Only non-personal columns are selected: these go out by e-mail and webhook, before any unlock.
 */
export function selectWentOnSale(
  db: Db,
  institutionId: string,
  filters: BankLeadFilters,
  window: { from: Date; to: Date },
  requestLimit: number,
) {
  const fromLeads = db.select({ id: l.id, municipio: l.municipio, precioMeta: l.precioMeta, createdAt: l.createdAt }).from(l).$dynamic();
  const conditions = [
    ...filterConditions(filters, { includeStatus: true, requestLimit }),
    gte(l.onSaleAt, window.from),
    lt(l.onSaleAt, window.to),
  ];
  return leadsForInstitution(fromLeads, institutionId, conditions).orderBy(asc(l.onSaleAt), asc(l.id));
}

/**
 * Whether an institution may see this lead at all (null if not), and whether it takes new requests now. The lead's row
 * stays locked for the caller's transaction, so two institutions cannot both take the last open place.
 */
export async function lockLeadOnSale(tx: Db, leadId: string, requestLimit: number): Promise<{ closedToRequests: boolean } | null> {
  const [row] = await tx
    .select({ closedToRequests: sql<boolean>`${closedToRequests(requestLimit)}` })
    .from(l)
    .where(and(eq(l.id, leadId), onSale))
    .for('update');
  return row ?? null;
}

export function bankLeadSelection(db: Db, institutionId: string | SQLWrapper, conditions: SQL[], requestLimit: RequestLimit) {
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
      revokedAt: sql<string | null>`to_char(${cr.revokedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      closedToRequests: sql<boolean>`${closedToRequests(requestLimit)}`,
      nombre: whenContactable<string>(l.nombre),
      correo: whenContactable<string>(l.correo),
      movil: whenContactable<string>(l.movil),
      contactPreferences: whenContactable<ContactPreferences>(l.contactPreferences),
    })
    .from(l)
    .$dynamic();
  return leadsForInstitution(fromLeads, institutionId, conditions);
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof bankLeadSelection>['execute']>>[number];

export function toBankLead(row: SelectedRow): BankLead {
  const revoked = row.revokedAt !== null;
  const unlocked = row.unlockedAt !== null;
  const contactable = unlocked && !revoked;
  const facts =
    row.requestId && row.requestStatus ? { status: row.requestStatus, paid: row.requestPaymentId !== null, unlocked, revoked } : null;
  return {
    id: row.id,
    municipio: row.municipio,
    precioMeta: row.precioMeta,
    createdAt: new Date(row.cursorTime).toISOString(),
    variantTested: row.variantTested,
    state: leadRowState(facts, row.closedToRequests),
    requestStatus: facts ? bankStatus(facts.status) : null,
    connectionRequestId: row.requestId,
    requestPurchaseId: row.requestPaymentId,
    unlocked,
    // Belt and braces: the SQL already nulls these for locked and revoked rows. Opened only here, for the rows served.
    nombre: contactable ? openContact(row.nombre) : null,
    correo: contactable ? openContact(row.correo) : null,
    movil: contactable ? openContact(row.movil) : null,
    contactPreferences: contactable ? row.contactPreferences : null,
    revokedAt: revoked ? new Date(row.revokedAt!).toISOString() : null,
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
  const page = bankLeadSelection(db, sql.placeholder('institutionId'), conditions, sql.placeholder('requestLimit'))
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
  const conditions = filterConditions(filters, { includeStatus: true, requestLimit: sql.placeholder('requestLimit') }, (name) => {
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
export async function selectPage(
  db: Db,
  institutionId: string,
  filters: BankLeadFilters,
  cursor: Cursor | null,
  limit: number,
  requestLimit: number,
) {
  // One row more than asked says whether a next page exists.
  const rows = await pageStatement(db, filters, cursor).execute({
    ...filters,
    institutionId,
    requestLimit,
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
export async function countForInstitution(
  db: Db,
  institutionId: string,
  filters: BankLeadFilters,
  requestLimit: number,
): Promise<BankLeadSummary> {
  const matching = and(onSale, ...filterConditions(filters, { includeStatus: false, requestLimit }));
  const closed = closedToRequests(requestLimit);
  const status = statusConditions(requestLimit);
  const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const leadCount = (condition?: SQL) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(l)
      .where(and(matching, condition));
  const [row] = await db
    .select({
      total: sql<number>`(${leadCount()})`,
      // Closed leads are few, counted from their own small index (leads_closed_to_requests_idx).
      closed: sql<number>`(${leadCount(closed)})`,
      requested: sql<number>`count(*)::int`,
      // Among rows that have a request, these are the ones still requestable if the lead is open.
      unpaid: count(withoutPaidRequest),
      closedPaid: count(sql`${closed} and not ${withoutPaidRequest}`),
      waiting: count(status.waiting),
      // "Approved requests" counts unlocked and revoked ones too; the status filter `accepted` means "accepted, not yet unlocked".
      accepted: count(sql`${cr.status} = 'accepted'`),
      unlocked: count(status.unlocked),
      rejected: count(status.rejected),
      revoked: count(status.revoked),
    })
    .from(cr)
    .innerJoin(l, eq(l.id, cr.leadId))
    .where(and(eq(cr.institutionId, institutionId), matching));
  const { total, closed: closedCount, requested, unpaid, closedPaid, ...requests } = row!;
  // Available: leads without a paid request from this institution, less the closed ones among them.
  return { total, available: total - requested + unpaid - (closedCount - closedPaid), ...requests };
}
