// The audit of contact-data serving (docs/decisions/0057-contact-access-audit.md): one row per unlocked lead whose contact data an institution receives.
// Called before the data leaves; if the insert fails the read fails and nothing is served.
// Repeat views are coalesced (docs/decisions/0118-audit-coalesces-repeat-views.md): a screen or API view of a lead the same
// login (and key) already had recorded for the same endpoint in the last `repeatViewWindowMinutes` writes no new row.
import { sql } from 'drizzle-orm';
import { repeatViewWindowMinutes } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

export type ContactEndpoint = (typeof schema.contactAccessAudit.$inferInsert)['endpoint'];

/** Views are coalesced; an export or a payment answer is a copy leaving the app, so each one is recorded. */
const coalescedEndpoints: ReadonlySet<ContactEndpoint> = new Set(['list', 'lead']);

export interface ContactAccess {
  institutionId: string;
  staffUserId: string;
  endpoint: ContactEndpoint;
  /** Leads whose contact data this response carries; locked leads are never passed here. */
  leadIds: string[];
  /** The API key the call came with, if it did (docs/decisions/0108-…). */
  apiKeyId?: string;
}

/**
 * Writes the rows in one statement; nothing to write, nothing done. A statement that inserts no row starts no
 * transaction id, so a repeat view commits without waiting for the write-ahead log to reach the disk.
 */
export async function recordContactAccess(tx: Db, access: ContactAccess): Promise<void> {
  if (access.leadIds.length === 0) return;
  const a = schema.contactAccessAudit;
  const servedAt = new Date().toISOString();
  const apiKeyId = access.apiKeyId ?? null;
  const leadIds = sql`array[${sql.join(
    access.leadIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const notRecentlyRecorded = coalescedEndpoints.has(access.endpoint)
    ? sql`where not exists (
        select 1 from ${a} recent
        where recent.lead_id = served.lead_id
          and recent.staff_user_id = ${access.staffUserId}
          and recent.endpoint = ${access.endpoint}
          and recent.api_key_id is not distinct from ${apiKeyId}::uuid
          and recent.served_at > ${servedAt}::timestamptz - make_interval(mins => ${repeatViewWindowMinutes}))`
    : sql``;
  const insertRows = sql`
    insert into ${a} (institution_id, staff_user_id, lead_id, endpoint, api_key_id, served_at)
    select ${access.institutionId}::uuid, ${access.staffUserId}, served.lead_id, ${access.endpoint}, ${apiKeyId}::uuid, ${servedAt}::timestamptz
    from unnest(${leadIds}) as served(lead_id)
    ${notRecentlyRecorded}`;
  if (access.endpoint !== 'list') {
    await tx.execute(insertRows);
    return;
  }
  // A page of contacts is also one `bulk_read` in the security log, with its count, in the same statement (so it fails
  // closed with the audit rows). A repeat view that writes no audit row writes no log row either, keeping 0118's
  // flush-free repeat views; exports are logged as `export` by the security log itself.
  const detail = apiKeyId
    ? sql`jsonb_build_object('count', ${access.leadIds.length}::int, 'viaApiKey', true, 'apiKeyId', ${apiKeyId}::text)`
    : sql`jsonb_build_object('count', ${access.leadIds.length}::int)`;
  await tx.execute(sql`
    with recorded as (${insertRows} returning 1)
    insert into ${schema.securityEvents} (type, user_id, institution_id, detail, created_at)
    select 'bulk_read', ${access.staffUserId}, ${access.institutionId}::uuid, ${detail}, ${servedAt}::timestamptz
    where exists (select 1 from recorded)`);
}

/** The leads of a batch whose contact data is present (the institution unlocked them). */
export const servedContactIds = (leads: Array<{ id: string; unlocked: boolean; nombre: string | null }>) =>
  leads.filter((lead) => lead.unlocked && lead.nombre !== null).map((lead) => lead.id);
