// The payments ledger (operator) and receipts (institution): read straight from `payments`, which stores the
// amount of the moment each checkout opened. Refunds go through the provider (docs/decisions/0052).
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { LedgerFilters, LedgerPage, LedgerRow, Receipt } from '../../../shared/schemas/payment-ledger';
import type { Db } from '../../db/client';
import { schema } from '../../db/client';
import { ConflictError, HttpError, NotFoundError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { PaymentDeps } from '../payments/service';

export const ledgerPageSize = 50;
export const refundCopy = {
  notFound: 'Pago no encontrado',
  alreadyRefunded: 'Este pago ya fue reembolsado.',
  notPaid: 'Solo se puede reembolsar un pago cobrado.',
  otherProvider: 'Este pago se cobró con otro proveedor; reembólsalo desde ese proveedor.',
  providerFailed: 'El proveedor de pagos no pudo hacer el reembolso. Intenta de nuevo en unos minutos.',
} as const;

const p = schema.payments;
const cr = schema.connectionRequests;
// Puerto Rico keeps Atlantic Standard Time all year (UTC−4, no daylight saving).
const prOffsetHours = 4;
const prMonth = sql<string>`to_char((${p.createdAt} at time zone 'UTC') - interval '${sql.raw(String(prOffsetHours))} hours', 'YYYY-MM')`;

/** The first instant of a Puerto Rico calendar month, and of the next one. */
export function monthRange(month: string): [Date, Date] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, index - 1, 1, prOffsetHours)), new Date(Date.UTC(year, index, 1, prOffsetHours))];
}

function conditions(filters: Omit<LedgerFilters, 'page'>): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.institutionId) parts.push(eq(p.institutionId, filters.institutionId));
  if (filters.status === 'refunded') parts.push(isNotNull(p.refundedAt));
  else if (filters.status) parts.push(eq(p.status, filters.status));
  if (filters.month) {
    const [from, to] = monthRange(filters.month);
    parts.push(gte(p.createdAt, from), lt(p.createdAt, to));
  }
  return parts.length ? and(...parts) : undefined;
}

const rowColumns = {
  id: p.id,
  createdAt: p.createdAt,
  paidAt: p.paidAt,
  institutionId: p.institutionId,
  institutionName: schema.institutions.name,
  kind: p.kind,
  amountCents: p.amountCents,
  currency: p.currency,
  status: p.status,
  provider: p.provider,
  refundedCents: p.refundedCents,
  refundedAt: p.refundedAt,
  leadId: cr.leadId,
  municipio: schema.leads.municipio,
};

function ledgerQuery(db: Db) {
  return db
    .select(rowColumns)
    .from(p)
    .innerJoin(schema.institutions, eq(schema.institutions.id, p.institutionId))
    .innerJoin(cr, eq(cr.id, p.connectionRequestId))
    .innerJoin(schema.leads, eq(schema.leads.id, cr.leadId));
}

type RawRow = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['execute']>>[number];
const toRow = (row: RawRow): LedgerRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refundedAt: row.refundedAt?.toISOString() ?? null,
});

// Money that came in: `paid`, and `refunded` (a confirmation refused and given back, docs/decisions/0138), whose
// refund the refunded sum counts, so paid minus refunded stays what was kept.
const tookMoney = sql`${p.status} in ('paid', 'refunded')`;
const paidCents = sql<number>`coalesce(sum(case when ${tookMoney} then ${p.amountCents} else 0 end), 0)::int`;
const refundedCents = sql<number>`coalesce(sum(${p.refundedCents}), 0)::int`;
const paidCount = sql<number>`count(*) filter (where ${tookMoney})::int`;

export async function ledgerPage(db: Db, filters: LedgerFilters): Promise<LedgerPage> {
  const where = conditions(filters);
  const offset = (filters.page - 1) * ledgerPageSize;
  const rows = await ledgerQuery(db).where(where).orderBy(desc(p.createdAt), desc(p.id)).limit(ledgerPageSize).offset(offset);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(p).where(where);
  const [all] = await db.select({ paidCents, refundedCents, count: paidCount }).from(p).where(where);
  const byInstitution = await db
    .select({ institutionId: p.institutionId, institutionName: schema.institutions.name, paidCents, refundedCents, count: paidCount })
    .from(p)
    .innerJoin(schema.institutions, eq(schema.institutions.id, p.institutionId))
    .where(where)
    .groupBy(p.institutionId, schema.institutions.name)
    .orderBy(asc(schema.institutions.name));
  const byMonth = await db
    .select({ month: prMonth, paidCents, refundedCents, count: paidCount })
    .from(p)
    .where(where)
    .groupBy(prMonth)
    .orderBy(desc(prMonth));
  const institutions = await db
    .select({ id: schema.institutions.id, name: schema.institutions.name })
    .from(schema.institutions)
    .orderBy(asc(schema.institutions.name));
  return {
    rows: rows.map(toRow),
    page: filters.page,
    pageSize: ledgerPageSize,
    totalRows: total,
    totals: { all: all ?? { paidCents: 0, refundedCents: 0, count: 0 }, byInstitution, byMonth },
    institutions,
  };
}

/** Every row the filters select, oldest first, for the CSV; read in pages so a long ledger never sits in memory. */
export async function* allLedgerRows(db: Db, filters: Omit<LedgerFilters, 'page'>): AsyncGenerator<LedgerRow> {
  const where = conditions(filters);
  for (let offset = 0; ; offset += 500) {
    const rows = await ledgerQuery(db).where(where).orderBy(asc(p.createdAt), asc(p.id)).limit(500).offset(offset);
    for (const row of rows) yield toRow(row);
    if (rows.length < 500) return;
  }
}

export async function ledgerRow(db: Db, paymentId: string): Promise<LedgerRow> {
  const [row] = await ledgerQuery(db).where(eq(p.id, paymentId));
  if (!row) throw new NotFoundError(refundCopy.notFound);
  return toRow(row);
}

/**
 * Gives the whole amount back once. The row is claimed first (a conditional update that only one caller wins),
 * then the provider moves the money; if the provider fails, the claim is undone. Access already bought stays.
 */
export async function refundPayment(deps: PaymentDeps, operatorId: string, paymentId: string): Promise<LedgerRow> {
  if (!isUuid(paymentId)) throw new NotFoundError(refundCopy.notFound);
  const [existing] = await deps.db.select().from(p).where(eq(p.id, paymentId));
  if (!existing) throw new NotFoundError(refundCopy.notFound);
  if (existing.provider !== deps.provider.name) throw new ConflictError(refundCopy.otherProvider);
  const [claimed] = await deps.db
    .update(p)
    .set({ refundedAt: new Date(), refundedCents: existing.amountCents, refundedBy: operatorId })
    .where(and(eq(p.id, paymentId), eq(p.status, 'paid'), isNull(p.refundedAt)))
    .returning();
  if (!claimed) throw new ConflictError(existing.refundedAt ? refundCopy.alreadyRefunded : refundCopy.notPaid);
  try {
    const { refundId } = await deps.provider.refund({ paymentId, sessionId: claimed.providerSessionId, amountCents: claimed.amountCents });
    await deps.db.update(p).set({ providerRefundId: refundId }).where(eq(p.id, paymentId));
  } catch {
    await deps.db.update(p).set({ refundedAt: null, refundedCents: null, refundedBy: null }).where(eq(p.id, paymentId));
    throw new HttpError(502, refundCopy.providerFailed);
  }
  return ledgerRow(deps.db, paymentId);
}

/** The institution's own payments that took money (refunded ones too), newest first: what each bought, never a buyer's contact data. */
export async function receiptsFor(db: Db, institutionId: string): Promise<Receipt[]> {
  const rows = await db
    .select({
      id: p.id,
      paidAt: p.paidAt,
      kind: p.kind,
      amountCents: p.amountCents,
      currency: p.currency,
      leadId: cr.leadId,
      municipio: schema.leads.municipio,
      refundedCents: p.refundedCents,
      refundedAt: p.refundedAt,
    })
    .from(p)
    .innerJoin(cr, eq(cr.id, p.connectionRequestId))
    .innerJoin(schema.leads, eq(schema.leads.id, cr.leadId))
    .where(and(eq(p.institutionId, institutionId), inArray(p.status, ['paid', 'refunded'])))
    .orderBy(desc(p.paidAt), desc(p.id))
    .limit(500);
  return rows.map((row) => ({
    ...row,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  }));
}
