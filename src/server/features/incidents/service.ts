// Incidents: the operator names a window and a door (an institution, an API key, or neither for every door), and the
// contact-access audit says exactly whose contact data went out through it (docs/incident-response.md).
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  incidentCopy,
  notificationDeadlines,
  type CreateIncidentInput,
  type ExposedBuyer,
  type Incident,
} from '../../../shared/schemas/incidents';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { incidentNoticeEmail } from '../../mail/templates';

const { incidents: i, institutions: inst, apiKeys: k, contactAccessAudit: a, leads: l, user: u } = schema;
const dayMs = 24 * 60 * 60_000;

type IncidentRow = typeof i.$inferSelect;

export async function createIncident(db: Db, input: CreateIncidentInput, operatorId: string, now = new Date()): Promise<Incident> {
  const startedAt = new Date(input.startedAt);
  const endedAt = input.endedAt ? new Date(input.endedAt) : null;
  if (startedAt > now || (endedAt && endedAt > now)) throw new BadRequestError(incidentCopy.inTheFuture);
  if (endedAt && endedAt < startedAt) throw new BadRequestError(incidentCopy.startAfterEnd);
  if (input.institutionId) {
    const [found] = await db.select({ id: inst.id }).from(inst).where(eq(inst.id, input.institutionId));
    if (!found) throw new BadRequestError(incidentCopy.unknownInstitution);
  }
  if (input.apiKeyId) {
    const [key] = await db.select({ institutionId: k.institutionId }).from(k).where(eq(k.id, input.apiKeyId));
    if (!key || (input.institutionId && key.institutionId !== input.institutionId)) throw new BadRequestError(incidentCopy.unknownKey);
  }
  const [row] = await db
    .insert(i)
    .values({
      title: input.title,
      startedAt,
      endedAt,
      institutionId: input.institutionId ?? null,
      apiKeyId: input.apiKeyId ?? null,
      openedBy: operatorId,
      createdAt: now,
    })
    .returning();
  return describe(db, row!, now);
}

export async function listIncidents(db: Db, now = new Date()): Promise<Incident[]> {
  const rows = await db.select().from(i).orderBy(desc(i.createdAt)).limit(100);
  return Promise.all(rows.map((row) => describe(db, row, now)));
}

export async function getIncident(db: Db, id: string, now = new Date()): Promise<Incident> {
  return describe(db, await findIncident(db, id), now);
}

/** One row per buyer whose contact data was served through the incident's door within its window. */
export async function exposedBuyers(db: Db, id: string, now = new Date()): Promise<ExposedBuyer[]> {
  const incident = await findIncident(db, id);
  const rows = await db
    .select({
      leadId: a.leadId,
      accountEmail: sql<string | null>`max(case when ${u.deletedAt} is null then ${u.email} end)`,
      municipio: sql<string>`coalesce(max(${l.municipio}), '')`,
      reads: sql<number>`count(*)::int`,
      firstReadAt: sql<Date>`min(${a.servedAt})`,
      lastReadAt: sql<Date>`max(${a.servedAt})`,
      institutions: sql<string[]>`array_agg(distinct ${inst.name} order by ${inst.name})`,
    })
    .from(a)
    .innerJoin(inst, eq(inst.id, a.institutionId))
    .leftJoin(l, eq(l.id, a.leadId))
    .leftJoin(u, eq(u.id, l.userId))
    .where(windowAndDoor(incident, now))
    .groupBy(a.leadId)
    .orderBy(sql`min(${a.servedAt})`, a.leadId);
  return rows.map((row) => ({
    ...row,
    firstReadAt: new Date(row.firstReadAt).toISOString(),
    lastReadAt: new Date(row.lastReadAt).toISOString(),
  }));
}

/**
 * Sends the operator's approved notice to every exposed buyer who still has an account, once: the notice and its
 * sending are written in one transaction with the queued mails.
 */
export async function sendIncidentNotices(
  db: Db,
  publicUrl: string,
  id: string,
  text: string,
  now = new Date(),
): Promise<{ sent: number }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(i).where(eq(i.id, id)).for('update');
    if (!locked) throw new NotFoundError(incidentCopy.notFound);
    if (locked.noticeSentAt) throw new ConflictError(incidentCopy.noticeAlreadySent);
    const recipients = [
      ...new Set((await exposedBuyers(tx, id, now)).flatMap((buyer) => (buyer.accountEmail ? [buyer.accountEmail] : []))),
    ];
    for (const to of recipients) await queueEmail(tx, { kind: 'incident-notice', to, ...incidentNoticeEmail(publicUrl, text) });
    await tx.update(i).set({ noticeText: text, noticeSentAt: now }).where(eq(i.id, id));
    return { sent: recipients.length };
  });
}

async function findIncident(db: Db, id: string): Promise<IncidentRow> {
  const [row] = await db.select().from(i).where(eq(i.id, id));
  if (!row) throw new NotFoundError(incidentCopy.notFound);
  return row;
}

function windowAndDoor(incident: IncidentRow, now: Date): SQL | undefined {
  return and(
    gte(a.servedAt, incident.startedAt),
    lte(a.servedAt, incident.endedAt ?? now),
    incident.institutionId ? eq(a.institutionId, incident.institutionId) : undefined,
    incident.apiKeyId ? eq(a.apiKeyId, incident.apiKeyId) : undefined,
  );
}

async function describe(db: Db, row: IncidentRow, now: Date): Promise<Incident> {
  const [door] = await db
    .select({ institutionName: inst.name, keyName: k.name, keyLastFour: k.lastFour })
    .from(i)
    .leftJoin(inst, eq(inst.id, i.institutionId))
    .leftJoin(k, eq(k.id, i.apiKeyId))
    .where(eq(i.id, row.id));
  const [count] = await db
    .select({ buyers: sql<number>`count(distinct ${a.leadId})::int` })
    .from(a)
    .where(windowAndDoor(row, now));
  const affected = count?.buyers ?? 0;
  const deadline = (rule: { days: number; minimumAffected: number }) => ({
    due: new Date(row.createdAt.getTime() + rule.days * dayMs).toISOString(),
    required: affected >= rule.minimumAffected,
  });
  return {
    id: row.id,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    institution: row.institutionId && door?.institutionName ? { id: row.institutionId, name: door.institutionName } : null,
    apiKey: row.apiKeyId && door?.keyName ? { id: row.apiKeyId, name: door.keyName, lastFour: door.keyLastFour ?? '' } : null,
    openedAt: row.createdAt.toISOString(),
    affectedBuyers: affected,
    deadlines: { ftc: deadline(notificationDeadlines.ftc), daco: deadline(notificationDeadlines.daco) },
    noticeText: row.noticeText,
    noticeSentAt: row.noticeSentAt?.toISOString() ?? null,
  };
}
