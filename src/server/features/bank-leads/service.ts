// What an institution can see and do with leads; the institution always comes from the session (docs/product/roles.md#identity-comes-from-the-session).
import { and, eq, sql } from 'drizzle-orm';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import { bankStatus } from '../../../shared/domain/lead-status';
import {
  bankLeadsPageSize,
  type BankConnectionRequest,
  type BankLead,
  type BankLeadFilters,
  type BankLeadPageQuery,
  type BankLeadSummary,
} from '../../../shared/schemas/bank-leads';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { recordContactAccess, servedContactIds, type ContactEndpoint } from '../audit/service';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import { bankLeadSelection, countForInstitution, lockLeadOnSale, selectPage, selectWentOnSale, toBankLead } from './query';

/**
 * One page and its audit rows: the unlocked leads it carries are recorded before it is returned, so if the audit
 * cannot be written the page is not served (fail closed). The read has no side effect, so it needs no transaction
 * around it: a page without contact data (most pages) costs one query instead of four round trips.
 */
async function auditedPage(
  db: Db,
  staff: Staff,
  endpoint: ContactEndpoint,
  filters: BankLeadFilters,
  cursor: Cursor | null,
  limit: number,
  requestLimit: number,
) {
  const page = await selectPage(db, staff.institutionId, filters, cursor, limit, requestLimit);
  await recordContactAccess(db, {
    institutionId: staff.institutionId,
    staffUserId: staff.userId,
    endpoint,
    leadIds: servedContactIds(page.leads),
    apiKeyId: staff.apiKeyId,
  });
  return page;
}

/**
 * `requestLimit` in these functions: how many institutions may wait on one buyer at a time unless the buyer chose
 * fewer (configuration's MAX_OPEN_REQUESTS_PER_LEAD); it decides which leads are closed to new requests.
 */
export async function listLeadsForBank(
  db: Db,
  staff: Staff,
  query: BankLeadPageQuery,
  requestLimit: number,
): Promise<{ leads: BankLead[]; nextCursor: string | null }> {
  const page = await auditedPage(
    db,
    staff,
    'list',
    query,
    query.cursor ? decodeCursor(query.cursor) : null,
    query.limit ?? bankLeadsPageSize,
    requestLimit,
  );
  return { leads: page.leads, nextCursor: page.next ? encodeCursor(page.next) : null };
}

/** Every lead matching the filters, page by page, so memory stays flat; each batch is audited before it is yielded. */
export async function* allLeadsForBank(
  db: Db,
  staff: Staff,
  filters: BankLeadFilters,
  requestLimit: number,
  batchSize = 1_000,
): AsyncGenerator<BankLead> {
  let cursor: Cursor | null = null;
  do {
    const page = await auditedPage(db, staff, 'csv', filters, cursor, batchSize, requestLimit);
    yield* page.leads;
    cursor = page.next;
  } while (cursor);
}

/** The four counts of docs/product/screens.md (and the rest) for the filtered set; the status filter is left out so they stay a breakdown. */
export async function summarizeLeadsForBank(
  db: Db,
  institutionId: string,
  filters: BankLeadFilters,
  requestLimit: number,
): Promise<BankLeadSummary> {
  return countForInstitution(db, institutionId, filters, requestLimit);
}

export async function getLeadForBank(db: Db, staff: Staff, leadId: string, requestLimit: number): Promise<BankLead> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  return db.transaction(async (tx) => {
    const [row] = await bankLeadSelection(tx, staff.institutionId, [eq(schema.leads.id, leadId)], requestLimit);
    if (!row) throw new NotFoundError(marketplaceCopy.leadNotFound);
    const lead = toBankLead(row);
    await recordContactAccess(tx, {
      institutionId: staff.institutionId,
      staffUserId: staff.userId,
      endpoint: 'lead',
      leadIds: servedContactIds([lead]),
      apiKeyId: staff.apiKeyId,
    });
    return lead;
  });
}

/** A lead as the dashboard shows it before any request: never a name, e-mail or phone. */
export interface LeadOnSaleFacts {
  id: string;
  municipio: string;
  precioMeta: string;
  createdAt: string;
}

/**
 * Saved searches (docs/product/lender-integrations.md#saved-searches-and-digests): the leads that went on sale in
 * [from, to) and match these filters for this institution, with the list's own conditions.
 */
export async function leadsWentOnSale(
  db: Db,
  institutionId: string,
  filters: BankLeadFilters,
  window: { from: Date; to: Date },
  requestLimit: number,
): Promise<LeadOnSaleFacts[]> {
  if (window.from >= window.to) return [];
  const rows = await selectWentOnSale(db, institutionId, filters, window, requestLimit);
  return rows.map((row) => ({ id: row.id, municipio: row.municipio, precioMeta: row.precioMeta, createdAt: row.createdAt.toISOString() }));
}

/** This institution's requests only; docs/product/api.md's `bankEmail` parameter is never consulted. */
export async function listBankConnectionRequests(db: Db, institution: { id: string; name: string }): Promise<BankConnectionRequest[]> {
  const cr = schema.connectionRequests;
  const rows = await db
    .select({ id: cr.id, leadId: cr.leadId, status: cr.status, requestPaymentId: cr.requestPaymentId })
    .from(cr)
    .where(eq(cr.institutionId, institution.id))
    .orderBy(sql`${cr.createdAt} desc`);
  return rows.map((row) => ({
    id: row.id,
    leadId: row.leadId,
    requestStatus: bankStatus(row.status),
    requestPurchaseId: row.requestPaymentId,
    bankName: institution.name,
  }));
}

/** The `create_request` step: a pending request without purchase, once per lead and institution. */
export async function createConnectionRequest(
  db: Db,
  institution: { id: string; name: string },
  leadId: string,
  requestLimit: number,
): Promise<BankConnectionRequest> {
  if (!isUuid(leadId)) throw new NotFoundError(marketplaceCopy.leadNotFound);
  return db.transaction(async (tx) => {
    const request = await ensureConnectionRequest(tx, institution.id, leadId, requestLimit);
    return {
      id: request.id,
      leadId,
      requestStatus: bankStatus(request.status),
      requestPurchaseId: request.requestPaymentId,
      bankName: institution.name,
    };
  });
}

/**
 * Finds or creates this institution's request for a lead, locked for the rest of the transaction. A lead that is
 * not on sale (unknown, or its buyer has not verified the e-mail) is not found: no request, no checkout. A lead
 * closed to new requests (docs/product/buyer-control.md#a-cap-on-open-requests) takes none from an institution that has not
 * paid one already; the lead's row stays locked, so the check holds until the transaction ends.
 */
export async function ensureConnectionRequest(tx: Db, institutionId: string, leadId: string, requestLimit: number) {
  const { refusal, existing } = await checkRequestPlace(tx, institutionId, leadId, requestLimit);
  if (refusal === 'gone') throw new NotFoundError(marketplaceCopy.leadNotFound);
  if (refusal === 'closed') throw new ConflictError(marketplaceCopy.leadClosedToRequests);
  if (existing) return existing;
  const [created] = await tx.insert(schema.connectionRequests).values({ leadId, institutionId }).returning();
  return created!;
}

/**
 * The one rule for whether this institution may hold a paid request on this lead now, used when a checkout opens and
 * again when it is confirmed (payments/confirmation.ts, docs/decisions/0138): `gone` when the lead is not on sale (its
 * buyer deleted the account or has not verified), `closed` when it takes no new requests and this institution has not
 * paid one already. The lead's row and this institution's request stay locked for the rest of the transaction.
 */
export async function checkRequestPlace(tx: Db, institutionId: string, leadId: string, requestLimit: number) {
  const lead = await lockLeadOnSale(tx, leadId, requestLimit);
  if (!lead) return { refusal: 'gone' as const, existing: undefined };
  const cr = schema.connectionRequests;
  const [existing] = await tx
    .select()
    .from(cr)
    .where(and(eq(cr.leadId, leadId), eq(cr.institutionId, institutionId)))
    .for('update');
  const refusal = !existing?.requestPaymentId && lead.closedToRequests ? ('closed' as const) : null;
  return { refusal, existing };
}

/** For the unlock checkout (payments): the same on-sale check and row lock as a request's. */
export { lockLeadOnSale } from './query';
