// The versioned API's answers (docs/product/lender-integrations.md#api-keys-and-the-versioned-api). Leads and contacts go
// through the dashboard's own service (the same query, filters, cursor and contact-access audit), so the promise holds
// here exactly as there: contact data only for leads this institution unlocked, while the buyer's consent stands.
import { desc, eq } from 'drizzle-orm';
import { bankStatus, leadRowState } from '../../../shared/domain/lead-status';
import type { BankLeadPageQuery } from '../../../shared/schemas/bank-leads';
import type { V1ConnectionRequest, V1Contact, V1Lead } from '../../../shared/schemas/api-v1';
import type { Staff } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { getLeadForBank, listLeadsForBank } from '../bank-leads/service';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The dashboard's list: the same filters and cursor; the answer's schema leaves out what only the dashboard uses. */
export async function v1Leads(db: Db, staff: Staff, query: BankLeadPageQuery, requestLimit: number): Promise<Page<V1Lead>> {
  const page = await listLeadsForBank(db, staff, query, requestLimit);
  return { items: page.leads, nextCursor: page.nextCursor };
}

export const v1Lead = (db: Db, staff: Staff, leadId: string, requestLimit: number): Promise<V1Lead> =>
  getLeadForBank(db, staff, leadId, requestLimit);

/**
 * The buyers this institution may contact: the dashboard's `unlocked` filter (unlocked, consent not withdrawn), newest
 * lead first, with the same cursor.
 */
export async function v1Contacts(
  db: Db,
  staff: Staff,
  query: { cursor?: string; limit?: number },
  requestLimit: number,
): Promise<Page<V1Contact>> {
  const page = await listLeadsForBank(db, staff, { ...query, status: 'unlocked' }, requestLimit);
  const items: V1Contact[] = [];
  for (const lead of page.leads) {
    // The filter already chose only contactable leads; a row without contact data is left out rather than sent half empty.
    if (lead.nombre === null || lead.correo === null || lead.movil === null) continue;
    items.push({
      leadId: lead.id,
      municipio: lead.municipio,
      precioMeta: lead.precioMeta,
      createdAt: lead.createdAt,
      nombre: lead.nombre,
      correo: lead.correo,
      movil: lead.movil,
      contactPreferences: lead.contactPreferences,
    });
  }
  return { items, nextCursor: page.nextCursor };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** This institution's connection requests, newest first, with where each stands; no lead data beyond its id. */
export async function v1ConnectionRequests(db: Db, institutionId: string): Promise<{ items: V1ConnectionRequest[] }> {
  const cr = schema.connectionRequests;
  const rows = await db
    .select({
      id: cr.id,
      leadId: cr.leadId,
      status: cr.status,
      requestPaymentId: cr.requestPaymentId,
      createdAt: cr.createdAt,
      respondedAt: cr.respondedAt,
      unlockedAt: cr.unlockedAt,
      revokedAt: cr.revokedAt,
    })
    .from(cr)
    .where(eq(cr.institutionId, institutionId))
    .orderBy(desc(cr.createdAt), desc(cr.id));
  return {
    items: rows.map((row) => {
      const facts = {
        status: row.status,
        paid: row.requestPaymentId !== null,
        unlocked: row.unlockedAt !== null,
        revoked: row.revokedAt !== null,
      };
      return {
        id: row.id,
        leadId: row.leadId,
        status: bankStatus(row.status),
        state: leadRowState(facts),
        paid: facts.paid,
        createdAt: row.createdAt.toISOString(),
        respondedAt: iso(row.respondedAt),
        unlockedAt: iso(row.unlockedAt),
        revokedAt: iso(row.revokedAt),
      };
    }),
  };
}
