// The saved searches' pass (docs/product/lender-integrations.md#saved-searches-and-digests, docs/decisions/0112-…):
// for each institution, the leads that went on sale since its searches last looked and match one of them become one
// `lead.available` webhook event per lead, and the e-mail digests that are due (immediate: now; daily and weekly: at
// 7:00 in Puerto Rico) go to its active staff. Watermarks advance in the same transaction that queues the events
// and e-mails, so nothing is sent twice or lost; an advisory lock per institution lets several processes run it.
import { asc, eq, and, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { digestLabels } from '../../../shared/copy/saved-searches';
import { formatTargetPrice, parseTargetPrice } from '../../../shared/domain/target-price';
import { formatDate } from '../../../shared/format';
import { bankLeadFiltersSchema } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import { startRepeatingTask, type RepeatingTask } from '../../background/repeating-task';
import type { Config } from '../../config';
import { schema, type Db } from '../../db/client';
import { queueEmail } from '../../mail/outbox';
import { savedSearchDigestEmail } from '../../mail/templates';
import { leadsWentOnSale, type LeadOnSaleFacts } from '../bank-leads/service';
import { queueWebhookEvent } from '../webhooks/service';
import { lastDigestTime } from './schedule';

const ss = schema.savedSearches;
type SearchRow = typeof ss.$inferSelect;

/** With hashtext(institution id) as the second key; any constant of our own (the prune's lock is 7_420_002). */
const digestLockClass = 7_420_112;

export interface DigestPassResult {
  /** `lead.available` events queued (one per lead and institution, whatever the number of its endpoints). */
  announced: number;
  /** Digest e-mails queued (one per search and staff login). */
  emails: number;
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date, b: Date) => (a < b ? a : b);

/** One pass over every institution with a saved search; `now` is the pass's clock (tests move it to 7:00). */
export async function runDigestPass(db: Db, config: Config, now: Date = new Date()): Promise<DigestPassResult> {
  const owners = await db.selectDistinct({ id: ss.institutionId }).from(ss);
  const total: DigestPassResult = { announced: 0, emails: 0 };
  for (const owner of owners) {
    const result = await db.transaction((tx) => institutionPass(tx, owner.id, config, now));
    total.announced += result.announced;
    total.emails += result.emails;
  }
  return total;
}

/**
 * Where this pass's windows end: before the start of every other transaction still open, so that every lead on
 * sale before it is committed and seen now. A lead's `on_sale_at` is the start of the transaction that put it on
 * sale (drizzle/0014_…), so one committing after this pass has `on_sale_at` at or after the end and is next
 * pass's. Never after `now`, so a test's clock cannot push a watermark past the database's.
 */
async function windowEnd(tx: Db, now: Date): Promise<Date> {
  // pg_stat_activity is read once per transaction, here, before the leads; both drivers answer `{ rows }`.
  const result = (await tx.execute(sql`
    select least(now(), ${now.toISOString()}::timestamptz, (
      select min(xact_start) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and xact_start is not null
    )) as "end"`)) as { rows: Array<{ end: Date | string }> };
  return new Date(result.rows[0]!.end);
}

/** Where a search's e-mail window ends this pass: its watermark stays put until a daily or weekly digest is due. */
function digestEnd(search: SearchRow, end: Date, now: Date): Date {
  if (search.digest === 'none' || search.digest === 'immediate') return later(search.digestedThrough, end);
  const due = lastDigestTime(now, search.digest);
  return search.digestedThrough < due ? later(search.digestedThrough, earlier(due, end)) : search.digestedThrough;
}

async function institutionPass(tx: Db, institutionId: string, config: Config, now: Date): Promise<DigestPassResult> {
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${digestLockClass}, hashtext(${institutionId})) as locked`)) as {
    rows: Array<{ locked: boolean }>;
  };
  // Another process is on this institution right now; its pass covers it.
  if (!lock.rows[0]?.locked) return { announced: 0, emails: 0 };
  const end = await windowEnd(tx, now);
  const searches = await tx.select().from(ss).where(eq(ss.institutionId, institutionId)).orderBy(asc(ss.createdAt)).for('update');
  const [institution] = await tx
    .select({ active: schema.institutions.active })
    .from(schema.institutions)
    .where(eq(schema.institutions.id, institutionId));
  // A deactivated institution hears of nothing, and is not flooded with what it missed if it comes back.
  const active = institution?.active ?? false;

  const announcements = new Map<string, { lead: LeadOnSaleFacts; searches: SearchRow[] }>();
  const digests: Array<{ search: SearchRow; leads: LeadOnSaleFacts[] }> = [];
  for (const search of searches) {
    const filters = bankLeadFiltersSchema.safeParse(search.filters);
    const matching = (from: Date, to: Date) =>
      active && filters.success ? leadsWentOnSale(tx, institutionId, filters.data, { from, to }, config.maxOpenRequestsPerLead) : [];

    const announcedThrough = later(search.announcedThrough, end);
    for (const lead of await matching(search.announcedThrough, announcedThrough)) {
      const entry = announcements.get(lead.id) ?? { lead, searches: [] };
      entry.searches.push(search);
      announcements.set(lead.id, entry);
    }
    const digestedThrough = digestEnd(search, end, now);
    if (search.digest !== 'none') {
      const leads = await matching(search.digestedThrough, digestedThrough);
      if (leads.length > 0) digests.push({ search, leads });
    }
    await tx.update(ss).set({ announcedThrough, digestedThrough }).where(eq(ss.id, search.id));
  }

  for (const { lead, searches: matched } of announcements.values()) {
    await queueWebhookEvent(tx, {
      institutionId,
      type: 'lead.available',
      data: {
        leadId: lead.id,
        municipio: lead.municipio,
        precioMeta: lead.precioMeta,
        createdAt: lead.createdAt,
        // Ids are uuids, so the comma is unambiguous; names are for people reading the payload.
        savedSearchIds: matched.map((search) => search.id).join(','),
        savedSearchNames: matched.map((search) => search.name).join(', '),
      },
    });
  }

  let emails = 0;
  if (digests.length > 0) {
    const staff = await tx
      .select({ email: schema.user.email })
      .from(schema.user)
      .where(and(eq(schema.user.institutionId, institutionId), eq(schema.user.active, true)));
    for (const { search, leads } of digests) {
      const content = digestEmail(config.publicUrl, search, leads);
      for (const member of staff) await queueEmail(tx, { kind: 'saved-search-digest', to: member.email, ...content });
      emails += staff.length;
    }
  }
  return { announced: announcements.size, emails };
}

function digestEmail(publicUrl: string, search: SearchRow, leads: LeadOnSaleFacts[]) {
  const query = new URLSearchParams(search.filters).toString();
  return savedSearchDigestEmail(publicUrl, {
    searchName: search.name,
    searchPath: query ? `${screens.leadsDashboard}?${query}` : screens.leadsDashboard,
    frequencyLabel: digestLabels[search.digest],
    leads: leads.map((lead) => {
      const price = parseTargetPrice(lead.precioMeta);
      return { id: lead.id, municipio: lead.municipio, precio: price ? formatTargetPrice(price) : '—', fecha: formatDate(lead.createdAt) };
    }),
  });
}

/** Runs a pass every DIGEST_POLL_INTERVAL_MS (default one minute). */
export function startDigestScheduler(db: Db, config: Config, log: Pick<Logger, 'error' | 'info'>): RepeatingTask {
  const everyMs = config.savedSearches.pollIntervalMs;
  return startRepeatingTask({
    everyMs,
    firstDelayMs: everyMs,
    pass: async () => {
      try {
        const outcome = await runDigestPass(db, config);
        if (outcome.announced + outcome.emails > 0) log.info({ savedSearches: outcome }, 'saved-search pass');
      } catch (error) {
        // The database may be briefly away; the watermarks did not move, so the next pass covers the same leads.
        log.error({ err: error }, 'saved-search pass failed');
      }
    },
  });
}
