// The operator's view of leads (docs/decisions/0056-lead-statistics-and-dialog-views.md): counts by municipality, status and ISO week,
// and the blue/green comparison of docs/product/screens.md#the-buyer-asks-to-be-contacted. Counts only; no contact data is selected here.
import { asc, desc, eq, sql } from 'drizzle-orm';
import { leadVariants } from '../../../shared/domain/lead-variant';
import { globalLeadStatuses, type GlobalLeadStatus, type LeadStats } from '../../../shared/schemas/admin';
import { programmeTimeZone } from '../../../shared/time-zone';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { csvText, type CsvCell } from '../../http/csv';

const l = schema.leads;
const cr = schema.connectionRequests;
const views = schema.leadDialogViews;

/** A lead's furthest stage across every institution's request for it (decision 0056). */
const globalStatus = sql<GlobalLeadStatus>`case
  when bool_or(${cr.unlockedAt} is not null) then 'unlocked'
  when bool_or(${cr.status} = 'accepted') then 'accepted'
  when bool_or(${cr.status} = 'pending' and ${cr.requestPaymentId} is not null) then 'requested'
  when bool_or(${cr.status} = 'declined') then 'declined'
  else 'open' end`;

const counted = sql<number>`count(*)::int`;

export async function leadStats(db: Db): Promise<LeadStats> {
  const [totals] = await db.select({ total: counted }).from(l);

  const byMunicipio = await db
    .select({ municipio: l.municipio, count: counted })
    .from(l)
    .groupBy(l.municipio)
    .orderBy(desc(counted), asc(l.municipio));

  const perLead = db
    .select({ status: globalStatus.as('status') })
    .from(l)
    .leftJoin(cr, eq(cr.leadId, l.id))
    .groupBy(l.id)
    .as('per_lead');
  const statusRows = await db.select({ status: perLead.status, count: counted }).from(perLead).groupBy(perLead.status);
  const statusCount = new Map(statusRows.map((row) => [row.status, row.count]));

  // ISO weeks as the programme reads the calendar (Puerto Rico), e.g. 2026-W47.
  const week = sql<string>`to_char(${l.createdAt} at time zone ${sql.raw(`'${programmeTimeZone}'`)}, 'IYYY-"W"IW')`;
  const byWeek = await db.select({ week, count: counted }).from(l).groupBy(week).orderBy(week);

  const shown = await db.select({ variant: views.variant, count: counted }).from(views).groupBy(views.variant);
  const submitted = await db.select({ variant: l.variantTested, count: counted }).from(l).groupBy(l.variantTested);
  const converted = await db
    .select({ variant: views.variant, count: counted })
    .from(views)
    .innerJoin(l, eq(l.userId, views.userId))
    .groupBy(views.variant);
  const of = (rows: Array<{ variant: string; count: number }>, variant: string) => rows.find((row) => row.variant === variant)?.count ?? 0;

  return {
    total: totals?.total ?? 0,
    byMunicipio,
    byStatus: globalLeadStatuses.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    byWeek,
    variants: leadVariants.map((variant) => {
      const shownCount = of(shown, variant);
      const convertedCount = of(converted, variant);
      return {
        variant,
        shown: shownCount,
        submitted: of(submitted, variant),
        converted: convertedCount,
        conversion: shownCount === 0 ? 0 : convertedCount / shownCount,
      };
    }),
  };
}

/** The same numbers as one CSV (UTF-8 with BOM, CRLF), section by section. */
export function leadStatsCsv(
  stats: LeadStats,
  labels: { status: Record<GlobalLeadStatus, string>; variant: Record<string, string> },
): string {
  const lines: CsvCell[][] = [['Sección', 'Clave', 'Valor', 'Mostrado', 'Enviado', 'Convertido', 'Conversión']];
  lines.push(['Total', 'Leads', stats.total]);
  for (const row of stats.byMunicipio) lines.push(['Municipio', row.municipio, row.count]);
  for (const row of stats.byStatus) lines.push(['Estado', labels.status[row.status], row.count]);
  for (const row of stats.byWeek) lines.push(['Semana', row.week, row.count]);
  for (const row of stats.variants)
    lines.push([
      'Variante',
      labels.variant[row.variant] ?? row.variant,
      '',
      row.shown,
      row.submitted,
      row.converted,
      (row.conversion * 100).toFixed(1),
    ]);
  return csvText(lines);
}
