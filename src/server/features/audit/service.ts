// The console's list of contact-data audit rows: filtered, paged, newest first. Other features write the rows through
// this module too (record.ts), so the audit has one face.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { adminPageSize, type AuditPage, type AuditQuery } from '../../../shared/schemas/admin';
import { programmeTimeZone } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';

export { recordContactAccess, servedContactIds, type ContactEndpoint } from './record';

const a = schema.contactAccessAudit;

export async function listContactAccess(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.institutionId) conditions.push(eq(a.institutionId, query.institutionId));
  if (query.leadId) conditions.push(eq(a.leadId, query.leadId));
  if (query.endpoint) conditions.push(eq(a.endpoint, query.endpoint));
  // Calendar days in Puerto Rico, both ends included, as the operator reads them.
  if (query.from) conditions.push(sql`${a.servedAt} >= (${query.from}::date)::timestamp at time zone ${programmeTimeZone}`);
  if (query.to) conditions.push(sql`${a.servedAt} < (${query.to}::date + 1)::timestamp at time zone ${programmeTimeZone}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(a).where(where);
  const rows = await db
    .select({
      id: a.id,
      servedAt: a.servedAt,
      institutionId: a.institutionId,
      institutionName: schema.institutions.name,
      staffUserId: a.staffUserId,
      staffEmail: schema.user.email,
      leadId: a.leadId,
      endpoint: a.endpoint,
    })
    .from(a)
    .innerJoin(schema.institutions, eq(schema.institutions.id, a.institutionId))
    .innerJoin(schema.user, eq(schema.user.id, a.staffUserId))
    .where(where)
    .orderBy(desc(a.servedAt), desc(a.id))
    .limit(adminPageSize)
    .offset((query.page - 1) * adminPageSize);
  return {
    items: rows.map((row) => ({ ...row, servedAt: row.servedAt.toISOString() })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: adminPageSize,
  };
}
