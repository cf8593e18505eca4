// The ledger's rows: cards on a phone, a table on wider screens; a paid, unrefunded row offers its refund.
import { paymentKindLabels, paymentProviderLabels, paymentStatusLabels, type LedgerRow } from '../../../shared/schemas/payment-ledger';
import { Button } from '../../components/ui/button';
import { formatCentsExact, formatDateTime } from '../../lib/format';

function StatusText({ row }: { row: LedgerRow }) {
  return (
    <span>
      {paymentStatusLabels[row.status]}
      {row.refundedCents !== null && (
        <span className="block font-semibold text-amber-800">Reembolsado {formatCentsExact(row.refundedCents)}</span>
      )}
    </span>
  );
}

const canRefund = (row: LedgerRow) => row.status === 'paid' && row.refundedCents === null;

function RefundButton({ row, onRefund }: { row: LedgerRow; onRefund: (row: LedgerRow) => void }) {
  return canRefund(row) ? (
    <Button variant="secondary" className="h-9 px-3" onClick={() => onRefund(row)}>
      Reembolsar
      <span className="sr-only">
        {' '}
        {formatCentsExact(row.amountCents)} a {row.institutionName}
      </span>
    </Button>
  ) : null;
}

export function PaymentsTable({ rows, onRefund }: { rows: LedgerRow[]; onRefund: (row: LedgerRow) => void }) {
  return (
    <>
      <ul className="grid gap-3 md:hidden" aria-label="Pagos">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p className="font-semibold text-slate-900">{row.institutionName}</p>
            <p className="text-slate-700">
              {paymentKindLabels[row.kind]} · {formatCentsExact(row.amountCents)} · {paymentProviderLabels[row.provider]}
            </p>
            <p className="text-slate-700">{formatDateTime(row.createdAt)}</p>
            <p className="text-slate-700">
              Lead en {row.municipio} · <StatusText row={row} />
            </p>
            <div className="mt-2">
              <RefundButton row={row} onRefund={onRefund} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pr-3">
                Fecha
              </th>
              <th scope="col" className="py-2 pr-3">
                Institución
              </th>
              <th scope="col" className="py-2 pr-3">
                Tipo
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Monto
              </th>
              <th scope="col" className="py-2 pr-3">
                Estado
              </th>
              <th scope="col" className="py-2 pr-3">
                Proveedor
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 text-slate-800">{formatDateTime(row.createdAt)}</td>
                <td className="py-2 pr-3 text-slate-900">
                  {row.institutionName}
                  <span className="block text-xs text-slate-700">Lead en {row.municipio}</span>
                </td>
                <td className="py-2 pr-3 text-slate-800">{paymentKindLabels[row.kind]}</td>
                <td className="py-2 pr-3 text-right text-slate-900">{formatCentsExact(row.amountCents)}</td>
                <td className="py-2 pr-3 text-slate-800">
                  <StatusText row={row} />
                </td>
                <td className="py-2 pr-3 text-slate-800">{paymentProviderLabels[row.provider]}</td>
                <td className="py-2 text-right">
                  <RefundButton row={row} onRefund={onRefund} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
