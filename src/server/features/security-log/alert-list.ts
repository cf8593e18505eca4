// The console's alerts: the ones not yet reviewed first, then the newest; an operator marks one as reviewed.
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { securityCopy } from '../../../shared/copy/security';
import { securityAlertsShown, type SecurityAlert } from '../../../shared/schemas/security';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';

const al = schema.securityAlerts;
const account = alias(schema.user, 'account');
const reviewer = alias(schema.user, 'reviewer');

async function selectAlerts(db: Db, id?: string): Promise<SecurityAlert[]> {
  const rows = await db
    .select({
      id: al.id,
      kind: al.kind,
      createdAt: al.createdAt,
      institutionId: al.institutionId,
      institutionName: schema.institutions.name,
      userId: al.userId,
      userRole: account.role,
      userEmail: account.email,
      apiKeyId: al.apiKeyId,
      apiKeyName: schema.apiKeys.name,
      apiKeyLastFour: schema.apiKeys.lastFour,
      detail: al.detail,
      acknowledgedAt: al.acknowledgedAt,
      reviewerEmail: reviewer.email,
    })
    .from(al)
    .leftJoin(schema.institutions, eq(schema.institutions.id, al.institutionId))
    .leftJoin(account, eq(account.id, al.userId))
    .leftJoin(schema.apiKeys, eq(schema.apiKeys.id, al.apiKeyId))
    .leftJoin(reviewer, eq(reviewer.id, al.acknowledgedBy))
    .where(id ? eq(al.id, id) : undefined)
    .orderBy(sql`${al.acknowledgedAt} is not null`, desc(al.createdAt), desc(al.id))
    .limit(securityAlertsShown);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    institution: row.institutionId ? { id: row.institutionId, name: row.institutionName ?? '' } : null,
    // A buyer's e-mail is contact data: named by role and id only.
    account: row.userId ? { id: row.userId, role: row.userRole, email: row.userRole === 'buyer' ? null : row.userEmail } : null,
    apiKey: row.apiKeyId ? { id: row.apiKeyId, name: row.apiKeyName ?? '', lastFour: row.apiKeyLastFour ?? '' } : null,
    detail: row.detail,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.reviewerEmail ?? null,
  }));
}

export const listAlerts = async (db: Db) => ({ items: await selectAlerts(db) });

/** Marking twice keeps the first reviewer and time; an unknown id is a Spanish 404. */
export async function acknowledgeAlert(db: Db, alertId: string, operatorId: string): Promise<SecurityAlert> {
  if (!isUuid(alertId)) throw new NotFoundError(securityCopy.alertNotFound);
  await db
    .update(al)
    .set({ acknowledgedAt: new Date(), acknowledgedBy: operatorId })
    .where(sql`${al.id} = ${alertId} and ${al.acknowledgedAt} is null`);
  const [alert] = await selectAlerts(db, alertId);
  if (!alert) throw new NotFoundError(securityCopy.alertNotFound);
  return alert;
}
