// The ledger's totals: charged, refunded and net for the filters, then per institution and per month.
import type { LedgerPage } from '../../../shared/schemas/payment-ledger';
import { Card } from '../../components/ui/card';
import { formatCentsExact } from '../../lib/format';

const monthLabel = (month: string) => {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('es-PR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 15)),
  );
};

export function PaymentTotals({ totals }: { totals: LedgerPage['totals'] }) {
  return (
    <section aria-labelledby="totals-title" className="mb-6">
      <h2 id="totals-title" className="mb-3 text-lg font-semibold text-slate-900">
        Totales
      </h2>
      <p className="mb-4 text-slate-800">
        Cobrado <strong>{formatCentsExact(totals.all.paidCents)}</strong> en {totals.all.count} {totals.all.count === 1 ? 'pago' : 'pagos'}{' '}
        · Reembolsado <strong>{formatCentsExact(totals.all.refundedCents)}</strong> · Neto{' '}
        <strong>{formatCentsExact(totals.all.paidCents - totals.all.refundedCents)}</strong>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <TotalsTable
          caption="Por institución"
          first="Institución"
          rows={totals.byInstitution.map((t) => ({ key: t.institutionId, label: t.institutionName, ...t }))}
        />
        <TotalsTable caption="Por mes" first="Mes" rows={totals.byMonth.map((t) => ({ key: t.month, label: monthLabel(t.month), ...t }))} />
      </div>
    </section>
  );
}

function TotalsTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: Array<{ key: string; label: string; paidCents: number; refundedCents: number; count: number }>;
}) {
  return (
    <Card className="p-4 sm:p-4">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-1 pr-2">
              {first}
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Cobrado
            </th>
            <th scope="col" className="py-1 text-right">
              Reembolsado
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-slate-700">
                Sin pagos.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-2 font-normal break-words text-slate-900">
                  {row.label}
                </th>
                <td className="py-1 pr-2 text-right text-slate-900">{formatCentsExact(row.paidCents)}</td>
                <td className="py-1 text-right text-slate-900">{formatCentsExact(row.refundedCents)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
