// Alerts to the operators (docs/security.md#security-log-and-alerts): stored once per cause and window (the unique
// dedupe key), and e-mailed to every active operator in the same transaction as the row, so a raced second check
// neither stores nor mails it twice.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { describeSecurityAlert, securityAlertLabels } from '../../../shared/copy/security';
import type { SecurityAlertKind, SecurityDetail } from '../../../shared/schemas/security';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { queueEmail } from '../../mail/outbox';
import { securityAlertEmail } from '../../mail/templates';

const al = schema.securityAlerts;
const ev = schema.securityEvents;

/** The window of the failed sign-ins rule. */
export const failedSignInMinutes = 15;
/** How young a key is "new": a key older than this used from a new address raises nothing. */
export const newKeyDays = 7;
/**
 * Under this many contacts in an hour, "3× its usual" raises nothing: an institution whose busiest hour read 2 contacts
 * reading 7 is growth, not a leak. The absolute limit (ALERT_CONTACT_READS_PER_HOUR) has no floor.
 */
export const contactBurstFloor = 20;

export interface NewAlert {
  kind: SecurityAlertKind;
  dedupeKey: string;
  institutionId?: string | null;
  userId?: string | null;
  apiKeyId?: string | null;
  detail: SecurityDetail;
}

/** Stores the alert unless its cause and window already raised one; then queues its e-mail to each active operator. */
export async function raiseAlert(db: Db, config: Config, alert: NewAlert): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(al)
      .values({
        kind: alert.kind,
        dedupeKey: alert.dedupeKey,
        institutionId: alert.institutionId ?? null,
        userId: alert.userId ?? null,
        apiKeyId: alert.apiKeyId ?? null,
        detail: alert.detail,
      })
      .onConflictDoNothing({ target: al.dedupeKey })
      .returning({ id: al.id });
    if (!stored) return false;
    const u = schema.user;
    const operators = await tx
      .select({ email: u.email })
      .from(u)
      .where(and(eq(u.role, 'admin'), eq(u.active, true)));
    const content = securityAlertEmail(config.publicUrl, {
      title: securityAlertLabels[alert.kind],
      sentence: describeSecurityAlert(alert.kind, alert.detail, await namesOf(tx, alert)),
    });
    for (const operator of operators) await queueEmail(tx, { kind: 'security-alert', to: operator.email, ...content });
    return true;
  });
}

/** What the e-mail names: the institution, a staff or operator login by e-mail (a buyer by role only), the key. */
async function namesOf(db: Db, alert: NewAlert) {
  const [institution] = alert.institutionId
    ? await db.select({ name: schema.institutions.name }).from(schema.institutions).where(eq(schema.institutions.id, alert.institutionId))
    : [];
  const [account] = alert.userId
    ? await db.select({ email: schema.user.email, role: schema.user.role }).from(schema.user).where(eq(schema.user.id, alert.userId))
    : [];
  const [apiKey] = alert.apiKeyId
    ? await db.select({ name: schema.apiKeys.name }).from(schema.apiKeys).where(eq(schema.apiKeys.id, alert.apiKeyId))
    : [];
  return {
    institution: institution?.name ?? null,
    account: account && account.role !== 'buyer' ? account.email : null,
    apiKey: apiKey?.name ?? null,
  };
}

const quarterHour = (now: Date) => new Date(Math.floor(now.getTime() / (15 * 60_000)) * 15 * 60_000).toISOString();

/**
 * Checked right after each failure is recorded: ALERT_FAILED_SIGN_INS failures on one account within 15 minutes. A
 * continuing attack raises one alert per account per 15 minutes, not one per guess.
 */
export async function raiseFailedSignInAlert(db: Db, config: Config, userId: string): Promise<void> {
  const window = sql`now() - make_interval(mins => ${failedSignInMinutes})`;
  const [failures] = await db
    .select({ n: count() })
    .from(ev)
    .where(and(eq(ev.type, 'sign_in_failed'), eq(ev.userId, userId), gt(ev.createdAt, window)));
  const n = failures?.n ?? 0;
  if (n < config.alerts.failedSignIns) return;
  const [recent] = await db
    .select({ id: al.id })
    .from(al)
    .where(and(eq(al.kind, 'failed_sign_ins'), eq(al.userId, userId), gt(al.createdAt, window)))
    .limit(1);
  if (recent) return;
  const [account] = await db.select({ institutionId: schema.user.institutionId }).from(schema.user).where(eq(schema.user.id, userId));
  await raiseAlert(db, config, {
    kind: 'failed_sign_ins',
    dedupeKey: `failed_sign_ins:${userId}:${quarterHour(new Date())}`,
    userId,
    institutionId: account?.institutionId ?? null,
    detail: { failures: n, minutes: failedSignInMinutes },
  });
}

/**
 * Contacts read or exported per institution and clock hour (contact_access_audit rows), for the current and the last
 * hour at `now`: an alert when an hour is over ALERT_CONTACT_READS_PER_HOUR, or over ALERT_CONTACT_READS_FACTOR × the
 * institution's busiest hour of the 30 days before it (and at least `contactBurstFloor`).
 */
export async function checkContactReadAlerts(db: Db, config: Config, now: Date): Promise<number> {
  const { contactReadsPerHour, contactReadsFactor } = config.alerts;
  const at = now.toISOString();
  const lowest = Math.min(contactReadsPerHour + 1, contactBurstFloor);
  const result = (await db.execute(sql`
    with recent as (
      select institution_id, date_trunc('hour', served_at) as hour, count(*)::int as n
      from contact_access_audit
      where served_at >= date_trunc('hour', ${at}::timestamptz) - interval '1 hour' and served_at <= ${at}::timestamptz
      group by 1, 2
      having count(*) >= ${lowest}
    )
    select recent.institution_id, to_char(recent.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00Z"') as hour, recent.n,
      coalesce((
        select max(hourly.n) from (
          select count(*)::int as n from contact_access_audit past
          where past.institution_id = recent.institution_id
            and past.served_at >= recent.hour - interval '30 days' and past.served_at < recent.hour
          group by date_trunc('hour', past.served_at)
        ) hourly
      ), 0)::int as high
    from recent`)) as { rows: Array<{ institution_id: string; hour: string; n: number; high: number }> };
  let raised = 0;
  for (const row of result.rows) {
    const overLimit = row.n > contactReadsPerHour;
    const overUsual = row.high > 0 && row.n >= contactBurstFloor && row.n > contactReadsFactor * row.high;
    if (!overLimit && !overUsual) continue;
    const stored = await raiseAlert(db, config, {
      kind: 'bulk_contact_reads',
      dedupeKey: `bulk_contact_reads:${row.institution_id}:${row.hour}`,
      institutionId: row.institution_id,
      detail: { count: row.n, usualHigh: row.high, hour: row.hour, limit: contactReadsPerHour, factor: contactReadsFactor },
    });
    if (stored) raised += 1;
  }
  return raised;
}

/** A key younger than `newKeyDays` just used from an address other than its first: worth a look (key-addresses.ts). */
export async function raiseNewKeyAddressAlert(db: Db, config: Config, apiKeyId: string, address: string): Promise<void> {
  const k = schema.apiKeys;
  const [key] = await db
    .select({ institutionId: k.institutionId })
    .from(k)
    .where(and(eq(k.id, apiKeyId), gt(k.createdAt, sql`now() - make_interval(days => ${newKeyDays})`)));
  if (!key) return;
  const a = schema.apiKeyAddresses;
  const [earlier] = await db
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.apiKeyId, apiKeyId), sql`${a.address} <> ${address}`));
  if ((earlier?.n ?? 0) === 0) return;
  await raiseAlert(db, config, {
    kind: 'new_key_address',
    dedupeKey: `new_key_address:${apiKeyId}:${address}`,
    institutionId: key.institutionId,
    apiKeyId,
    detail: { address },
  });
}
